"""The few DOM helpers every part of the shell uses (the page's elements are found by id)."""

import js
from pyodide.ffi import create_once_callable

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


def next_frame(fn) -> None:
    """Run `fn` in the next frame, before it is drawn. For what lays the page out (reading a scroll height, a focus): there it costs
    the layout the frame makes anyway, instead of one more inside the click's handler while the page is still
    being redrawn (a whole-page layout of 15-100 ms when Yomi or BlackPoker starts)."""
    js.requestAnimationFrame(create_once_callable(lambda _time: fn()))
