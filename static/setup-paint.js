/* A game page's setup, drawn before Python is up. On a first visit Python takes seconds to start: the player
   chooses meanwhile, and a Start pressed before it is up (`data-pending`) starts the game the moment it is.

   It draws what Python's setup panel draws first (py/fudabako/ui/setup.py): the fields as the build wrote them
   with Python's own code (py/fudabako/ui/setup_fields.py, into static/vendor/setups/<game>.json, which
   static/preloads.js asks for as the page starts), set to what this device chose last time for the game, as that
   panel sets them. Python then takes the panel over as it is (`data-painted`), with whatever the player changed. Nothing is drawn where Python will show a game rather than
   the setup: a share link (#r=), or a game saved on this device.

   A classic script at the end of <body> (the setup's fields are parsed by then); its listeners go when Python's
   own take over (`fudabako:ready`). */
(function () {
    const game = new URLSearchParams(location.search).get("game");
    const stored = (key) => {
        try { return localStorage.getItem(key); } catch { return null; /* blocked: nothing saved here */ }
    };
    if (!game || !document.querySelector(`#shelf .game-card[data-game="${CSS.escape(game)}"]`)
        || location.hash.startsWith("#r=") || stored(`fudabako:save:${game}`) !== null) return;
    self.fudabakoSetupFields?.then((fields) => fields && paint(game, fields));  // asked for by static/preloads.js

    function paint(game, fields) {
        const form = document.getElementById("setup");
        if (document.body.dataset.ready === "1") return;  // Python was first
        const el = (id) => document.getElementById(id);
        let last;
        try { last = JSON.parse(stored("fudabako:prefs") || "{}")[`setup:${game}`]; } catch { /* unreadable */ }
        last = last && typeof last === "object" ? last : {};
        // What setup.py's first draw chooses: last time's level, seat, mode and names, else a moderate level, the
        // first seat, the page's default mode and no names.
        const level = fields.levels.includes(last.level) ? last.level : fields.moderate;
        const human = last.human === 1 ? "1" : "0";
        for (const radio of form.elements.mode) {
            radio.checked = last.mode === "pass" || last.mode === "ai" ? radio.value === last.mode : radio.defaultChecked;
        }
        const names = Array.isArray(last.names) && last.names.length === 2 ? last.names : [];
        [0, 1].forEach((p) => { el(`name-${p}`).value = typeof names[p] === "string" ? names[p] : ""; });

        const lang = () => (document.documentElement.lang === "en" ? "en" : "ja");
        const note = () => { el("ai-level-note").textContent = fields.notes[el("ai-level").value]?.[lang()] ?? ""; };
        const sync = () => {
            const mode = fields.solo ? "solo" : form.elements.mode.value;
            el("ai-settings").hidden = mode !== "ai";
            el("names").hidden = mode !== "pass";
        };
        /** The fields in the page's language, keeping what is chosen in them (a language switch redraws them). */
        const draw = () => {
            const chosen = [...form.querySelectorAll("select, #option-fields input")].map((f) => [f.id, f.value]);
            const title = fields.title[lang()];
            el("game-title").innerHTML = fields.titleHtml[lang()];
            document.title = `${title} — 札箱 Fudabako`;
            el("ai-level").innerHTML = fields.levelOptions[lang()];
            el("human-seat").innerHTML = fields.seats[lang()];
            el("option-fields").innerHTML = fields.options[lang()];
            for (const [id, value] of chosen) if (value && el(id)) el(id).value = value;
            note();
        };
        draw();
        el("ai-level").value = level;
        el("human-seat").value = human;
        note();
        el("mode-choice").hidden = fields.solo;
        el("game-options").hidden = !fields.options.en;
        sync();
        el("game").dataset.game = game;
        form.dataset.painted = game;
        form.hidden = false;

        const onChange = ({ target }) => (target.name === "mode" ? sync() : target.id === "ai-level" && note());
        const onSubmit = (event) => {  // Python starts the game once it is up (setup.py)
            event.preventDefault();
            form.dataset.pending = "";
        };
        form.addEventListener("change", onChange);
        form.addEventListener("submit", onSubmit);
        document.addEventListener("fudabako:lang", draw);
        document.addEventListener("fudabako:ready", () => {
            form.removeEventListener("change", onChange);
            form.removeEventListener("submit", onSubmit);
            document.removeEventListener("fudabako:lang", draw);
        }, { once: true });
    }
})();
