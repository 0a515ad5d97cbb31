/* On a game page (?game=), what Python's boot needs, asked for as the page starts: first the game's setup fields
   (a few KB: static/setup-paint.js draws the setup from them before Python is up; asked for later, they waited
   for a connection behind the big downloads), then the big downloads of index.html's <template id="game-preloads">,
   since PyScript would only ask for them one after another. On the shelf none: it paints first and starts Python
   after, from boot.js (behind them, on Lighthouse's slow-4G phone, its first paint took 3.0 s and its largest
   10.0 s; without, 1.7 and 1.8 s). A classic script after the style sheets, so that it runs once they are in: they
   get the connection first on a game page too (run before them, it let the downloads take it: ヨミ's page first
   painted at 3.6 s on that phone, against 2.3 s). */
{  // a block: a classic script's top-level names would be the page's globals
    const game = new URLSearchParams(location.search).get("game");
    if (game) {
        self.fudabakoSetupFields = fetch(`static/vendor/setups/${encodeURIComponent(game)}.json`)
            .then((response) => (response.ok ? response.json() : null))
            .catch(() => null);  // offline and not cached, or no such game: Python draws the setup
        document.head.append(document.getElementById("game-preloads").content.cloneNode(true));
    }
}
