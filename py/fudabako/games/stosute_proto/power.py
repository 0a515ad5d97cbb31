"""The six action types of すとすて and their power (栄誉点 in the prototype, 権力 in ver.2), exactly as the seed
lists them, with "otherwise 0" for 交易 and 征服 (rulings: stosute.md). Shared by both すとすて games."""

from fudabako.core import text

ACTIONS = ("explore", "trade", "growth", "build", "research", "conquer")
ACTION_NAMES = {
    "explore": text("探索", "Explore"),
    "trade": text("交易", "Trade"),
    "growth": text("成長", "Growth"),
    "build": text("建設", "Build"),
    "research": text("研究", "Research"),
    "conquer": text("征服", "Conquer"),
}
RESOURCES = ("food", "production", "money")  # red, black, white die
RESOURCE_NAMES = {
    "food": text("食料", "food"),
    "production": text("生産", "production"),
    "money": text("金銭", "money"),
}


def power_terms(mine: str, theirs: str, dice: dict) -> list:
    """The terms that add up to the power of `mine` against `theirs`: (Text, value) pairs; empty means 0."""
    food, production, money = (dice[r] for r in RESOURCES)

    def term(resource, times=1):
        name = RESOURCE_NAMES[resource]
        suffix = f" × {times}" if times > 1 else ""
        return (text(f"{name['ja']} {dice[resource]}{suffix}", f"{name['en']} {dice[resource]}{suffix}"),
                dice[resource] * times)

    if mine == "explore":
        low = min(food, production, money)
        return [(text(f"最小資源 {low}", f"lowest resource {low}"), low), (text("1", "1"), 1)]
    if mine == "trade":
        return {"growth": [term("food"), term("money")], "build": [term("production"), term("money")]}.get(theirs, [])
    if mine == "growth":
        return [term("food")] + ([term("production")] if theirs == "build" else [])
    if mine == "build":
        return [term("production")] + ([(text("3", "3"), 3)] if theirs == "explore" else [])
    if mine == "research":
        return [term("money")]
    if mine == "conquer":
        return {"growth": [term("food", 2)], "research": [term("money", 2)]}.get(theirs, [])
    raise ValueError(mine)


def power(mine: str, theirs: str, dice: dict) -> int:
    return sum(value for _, value in power_terms(mine, theirs, dice))


def power_steps(mine: str, theirs: str, dice: dict) -> dict:
    """The calculation as a player reads it, e.g. "探索 = 最小資源 2 + 1 = 3"."""
    terms = power_terms(mine, theirs, dice)
    value = sum(v for _, v in terms)
    name = ACTION_NAMES[mine]
    if not terms:
        return {"action": mine, "value": 0, "ja": f"{name['ja']} = 0 (条件外)", "en": f"{name['en']} = 0 (no match)"}
    ja = " + ".join(t["ja"] for t, _ in terms)
    en = " + ".join(t["en"] for t, _ in terms)
    return {"action": mine, "value": value, "ja": f"{name['ja']} = {ja} = {value}", "en": f"{name['en']} = {en} = {value}"}
