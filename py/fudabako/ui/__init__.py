"""The browser layer (PyScript): the app shell (`app`), shared widgets, UI strings and one table view per game
(`games.<game id with _>`, imported only when that game is opened). Only `app` touches the DOM."""
