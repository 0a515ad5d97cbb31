"""Rounds in which every player chooses secretly and all choices are revealed together
(サイコロじゃんけん, すとすて, デルタ, マインドマスター ...).

Choices wait in `self.pending` (hidden from the other players) until the last one is in; then the
round is revealed at once and `resolve` gets every choice. Until then a player may still take back
their own choice with undo, because nobody else has seen it.
"""

from .protocol import State, seat_name


class SimultaneousState(State):
    pending: list

    def choices(self, player: int) -> list:
        """The actions `player` may choose from in this round (whether or not they have chosen already)."""
        raise NotImplementedError

    def resolve(self, chosen: list) -> None:
        """Play out the round; every choice is known to everyone from here on."""
        raise NotImplementedError

    def legal_actions(self, player: int) -> list:
        return self.choices(player) if player in self.to_move() else []

    def to_move(self) -> list:
        if self.result() is not None:
            return []
        return [p for p, choice in enumerate(self.pending) if choice is None]

    def _apply(self, player: int, action_id: str) -> None:
        label = next(a.label for a in self.choices(player) if a.id == action_id)
        self.pending[player] = action_id
        self.say(f"あなたは「{label['ja']}」を伏せました", f"You chose {label['en']} (face down)", to=[player])
        self.say(f"{seat_name(player)['ja']}が選びました", f"{seat_name(player)['en']} has chosen")
        if all(choice is not None for choice in self.pending):
            chosen, self.pending = self.pending, [None] * len(self.pending)
            self.reveal()
            self.resolve(chosen)

    def pending_view(self, player) -> dict:
        """The choice state as `player` may see it: who has chosen, and only their own choice."""
        return {
            "chosen": [choice is not None for choice in self.pending],
            "my_choice": self.pending[player] if player is not None else None,
        }

    def determinize(self, player, rng):
        """Other players' face-down choices are unknown to `player`: the copy has random ones in their place."""
        other = self.clone()
        for p, choice in enumerate(other.pending):
            if p != player and choice is not None:
                other.pending[p] = rng.choice(other.choices(p)).id
        return other
