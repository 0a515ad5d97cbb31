"""The `random` level: any legal action, uniformly. The baseline every other level is measured against."""


def random_choice(view: dict, rng, memory=None) -> str:
    return rng.choice(view["legal"])["id"]
