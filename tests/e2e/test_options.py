"""Options with named values (Option.choices): the setup screen offers them as a labelled, localized <select>
(plain counts keep their number field), and the engine gets the value picked."""

from __future__ import annotations

import pytest

from fudabako.core import get_game, replay
from test_a11y_layout import axe_violations

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

STANDARD_PACK = 3  # table 3.1's スタンダード + パック


def option_labels(page, key: str) -> list[str]:
    return page.eval_on_selector_all(f"#opt-{key} option", "es => es.map(e => e.textContent.trim())")


def test_blackpoker_regulation_is_picked_from_a_localized_list(app):
    page = app.page
    game = get_game("blackpoker")
    choices = {o.key: o.choices for o in game.options}
    app.open_game("blackpoker")
    page.wait_for_selector("#setup", state="visible", timeout=10_000)
    assert page.locator('#opt-jokers[type="number"]').count() == 1, "a count keeps its number field"
    for key in ("regulation", "autopass1", "autopass2"):
        assert page.locator(f"select#opt-{key}").count() == 1
        assert page.locator(f'label[for="opt-{key}"]').count() == 1
    regulation = page.locator("#opt-regulation")  # keyboard: focus the list and step to the next regulation
    regulation.focus()
    page.keyboard.press("ArrowDown")
    assert regulation.input_value() == "1"
    regulation.select_option(str(STANDARD_PACK))
    for _ in range(2):  # this language, then the other one
        lang = page.get_attribute("html", "lang")
        for key in ("regulation", "autopass1"):
            assert option_labels(page, key) == [c[lang] for c in choices[key]], (key, lang)
        assert page.inner_text('label[for="opt-regulation"]') == game.options[0].label[lang]
        assert axe_violations(page) == [], f"setup screen ({lang})"
        assert regulation.input_value() == str(STANDARD_PACK), "the choice survives the language switch"
        app.switch_language()

    page.select_option("#opt-autopass1", "1")
    page.select_option("#opt-autopass2", "1")
    page.check('#setup input[name="mode"][value="pass"]')
    page.click("#start")
    if app.wait_turn() == "handoff":
        app.continue_handoff()
    state = replay(app.shared_record())
    assert state.options["regulation"] == STANDARD_PACK and state.options["autopass1"] == 1
    assert page.locator("#table [data-pack]").count() == 2, "a pack frame shows each seat's pack"


_OPTION_ROWS_JS = """() => {
    const box = e => e.getBoundingClientRect();
    const fields = [...document.querySelectorAll('#game-options .field')].map(box);
    const set = box(document.getElementById('game-options'));
    return {
        gaps: fields.slice(1).map((f, i) => Math.round(f.top - fields[i].bottom)),
        outside: fields.filter(f => f.right > set.right + 0.5).length,
        ranges: [...document.querySelectorAll('#game-options .range')].map(r => {
            const input = box(document.getElementById(r.id.replace(/-range$/, ''))), range = box(r);
            const mid = (range.top + range.bottom) / 2;
            return mid > input.top && mid < input.bottom;
        }),
    };
}"""


@pytest.mark.parametrize("game_id", ["blackpoker", "yomi"])
def test_the_option_fields_stand_apart_and_a_count_keeps_its_range_beside_it(app, game_id):
    """A game's option fields were one block with no space between them (a select touching the next label, a label
    wrapped above its control as near to the field before), and on a phone a count's range, "(0〜2)", wrapped onto
    a line of its own under its input, over the next field's label."""
    app.open_game(game_id)
    app.page.wait_for_selector("#setup", state="visible", timeout=10_000)
    problems = []
    lang = app.page.get_attribute("html", "lang")
    for _ in range(2):  # this language, then the other one
        for width, height in ((390, 844), (1280, 800)):
            app.resize(width, height)
            rows = app.page.evaluate(_OPTION_ROWS_JS)
            at = f"{game_id} {lang} {width}x{height}"
            assert len(rows["gaps"]) >= 2, at
            problems += [f"{at}: fields {i + 1} and {i + 2} are {g} px apart"
                         for i, g in enumerate(rows["gaps"]) if g < 4]
            problems += [f"{at}: {rows['outside']} fields stick out of the panel"] if rows["outside"] else []
            problems += [f"{at}: a count's range is not beside its input"] if not all(rows["ranges"]) else []
        lang = app.switch_language()
    assert not problems, "\n".join(problems)
