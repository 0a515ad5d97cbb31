/* On a game page (?game=), the big downloads Python's boot needs (index.html's <template id="game-preloads">),
   asked for as the page starts, since PyScript would only ask for them one after another. On the shelf none: it
   paints first and starts Python after, from boot.js (behind them, on Lighthouse's slow-4G phone, its first paint
   took 3.0 s and its largest 10.0 s; without, 1.7 and 1.8 s). A classic script after the style sheets, so that it
   runs once they are in: they get the connection first on a game page too (run before them, it let the downloads
   take it: ヨミ's page first painted at 3.6 s on that phone, against 2.3 s). */
if (new URLSearchParams(location.search).get("game")) {
    document.head.append(document.getElementById("game-preloads").content.cloneNode(true));
}
