"""The few DOM helpers every part of the shell uses (the page's elements are found by id)."""

import js

doc = js.document


def el(element_id: str):
    return doc.getElementById(element_id)


def show(element_id: str, visible: bool) -> None:
    el(element_id).hidden = not visible


def set_flag(name: str, on: bool) -> None:
    """A `data-<name>="1"` flag on <body> (the tests' and the CSS's view of the app state)."""
    if on:
        doc.body.setAttribute(f"data-{name}", "1")
    else:
        doc.body.removeAttribute(f"data-{name}")
