"""Per-game table views: `render(view, names, lang) -> HTML` from one player's view, never from the state.
`names[p]` is how seat p is called on this screen (e.g. "あなた (プレイヤー1)")."""
