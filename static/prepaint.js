/* Before first paint (a classic script at the top of <body>, so it runs before the page is drawn): the saved
   language, the embed mode, which page the URL asks for, and whether this page may store anything. A file rather
   than an inline script, so the Content-Security-Policy can stay 'self'. */
(function () {
    var root = document.documentElement, query = new URLSearchParams(location.search), lang;
    try {
        lang = localStorage.getItem("fudabako:lang");
        localStorage.setItem("fudabako:probe", "1");
        localStorage.removeItem("fudabako:probe");
    } catch (e) {
        /* Blocked (a cross-site iframe where the browser blocks third-party storage) or full: the page plays on
           without saving, and #storage-note says so once. */
        root.dataset.storage = "blocked";
    }
    if (query.get("lang") === "ja" || query.get("lang") === "en") lang = query.get("lang");  /* embed code */
    if (lang !== "ja" && lang !== "en") lang = /^ja/i.test(navigator.language || "") ? "ja" : "en";
    root.lang = lang;
    if (query.get("game")) root.dataset.route = "game";
    if (query.get("embed") === "1") document.body.classList.add("embed");
})();
