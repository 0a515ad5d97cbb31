"""ラプラプラス's battle: two compositions fight by the rules alone, with no randomness and no input (LP-3).

`battle(a, b)` runs the whole fight and returns the winner (0, 1, or None for identical compositions); with
`log=True` the `Battle` also keeps a list of events the replay animates: each event is a small dict with its kind
`k`, its fields, and `s`, the board right after it (HP, base HP, and each side's cards top first as
`[instance, up]`; an instance is the card's slot in the original composition).

How the seed's ability timing is implemented (LP-4..LP-15 are in the rulings file; rulings decided here are marked
"decided"):
- Actions: in a character's action phase the highest eligible <A> fires, again and again, until none is eligible
  (LP-4). A firing card is turned down first ([除去]: removed instead; 相殺 [ダウンレス]: neither, once a phase, LP-10).
- Events that change or cancel the very effect that set them off act inside it: the damage modifiers in LP-8's order
  (the attacker's 攻撃力, then the defender's 防御力 / シールド / リフレクション top-down, stopping once the damage is
  0 or less, which is then no damage at all), 罠 (LP-9), 目くらまし, the brains and クイック. The other events
  (エコー, 腐蝕) wait in a queue and fire in trigger order once the effect that triggered them is finished (LP-7).
- Where both sides have events on one trigger, the events of the side whose ability is the trigger come first
  (the seed's Event rule; LP-8 for damage).
- Decided: every event fires at most once per trigger; a queued event fires only if its card is still there and up
  (and 腐蝕 only if the source card is still there). A damage of 0 or less triggers nothing (it is no damage).
- Decided: 目くらまし answers an enemy event set off by its owner's ability; the topmost up 目くらまし fires and the
  event's effect is cancelled (one is enough). A 目くらまし is itself such an event, so the other side's
  目くらまし may cancel it in turn.
- Decided: オーバーズディスペル picks its targets when it fires, then deals the damage second player first.
- Decided: ヒールコア never lowers HP (after its removal the base HP may be below the current HP).
- A character at 0 HP or less loses at once (LP-5), in the middle of anything.
"""

from .cards import (
    ATTACK, BLIND, CLASS_BRAIN, CORROSION, CRASH, DECEIT, DEFENSE, DUALCORE, ECHO, ENGINE, FAMILY, FEINT, FORCE,
    HARDCORE, HEALCORE, JUGEKI, KNOCKBACK, LIMIT_BRAIN, OVERS, POWER, QUICK, REFLECTION, RENGEKI, SHIELD, SOUSAI, TRAP,
)

TURNS = 30
QUICK_SPEED = 15
ACTION_CARDS = frozenset((HARDCORE, DUALCORE, HEALCORE, ATTACK, RENGEKI, JUGEKI, OVERS, FEINT, CRASH, KNOCKBACK,
                          SOUSAI))
STAYS_DOWN = frozenset((JUGEKI, REFLECTION))  # <常態>: not turned up in the up phase
BRAINS = frozenset((CLASS_BRAIN, LIMIT_BRAIN))
DEFENDERS = frozenset((DEFENSE, SHIELD, REFLECTION))


class _Over(Exception):
    """Raised the moment a character's HP reaches 0 or less (LP-5)."""


class Battle:
    """One battle between compositions `a` (player 0) and `b` (player 1), lists of card numbers top first."""

    def __init__(self, a, b, log: bool = False):
        self.nums = (tuple(a), tuple(b))
        self.has = (frozenset(a), frozenset(b))  # numbers in each composition: lets a turn skip what cannot happen
        self.cards = [list(range(len(a))), list(range(len(b)))]  # instances on the field, top first
        self.up = [[True] * len(a), [True] * len(b)]
        self.base = [sum(FORCE[n] for n in a), sum(FORCE[n] for n in b)]
        self.hp = list(self.base)
        self.queue = []
        self.first = 0
        self.turn = 0
        self.winner = None
        self.reason = None
        self.log = [] if log else None

    # --- the whole battle -----------------------------------------------------------------------
    def run(self):
        """Fight to the end; returns the winner (None only for identical compositions)."""
        self._say("reveal", comps=[list(self.nums[0]), list(self.nums[1])])
        if self.nums[0] == self.nums[1]:
            self.reason = "identical"
            self._say("end", winner=None, reason="identical")
            return None
        for p in (0, 1):
            self._build(p)
        try:
            self.turn = 1
            self.first = self._initiative(None)
            dead = [self.hp[p] <= 0 for p in (0, 1)]
            if dead[0] and dead[1]:  # only possible from the build on: the first player wins
                self._finish(self.first, "zero")
            for p in (0, 1):
                if dead[p]:
                    self._finish(1 - p, "zero")
            while True:
                self._action_phase(self.first)
                self._action_phase(1 - self.first)
                self._up_phase()
                self.turn += 1
                self.first = self._initiative(self.first)
                if self.turn > TURNS:
                    self._judge()
        except _Over:
            pass
        return self.winner

    def _finish(self, winner: int, reason: str):
        self.winner, self.reason = winner, reason
        self._say("end", winner=winner, reason=reason)
        raise _Over

    def _judge(self):
        """LP-15: after turn 30, more HP wins; equal HP: the first player of turn 31."""
        hp = self.hp
        self._finish(self.first if hp[0] == hp[1] else (0 if hp[0] > hp[1] else 1), "judgment")

    def _build(self, p: int):
        """<ビルド> abilities top-down: each コアエンジン adds half the base HP at its own firing (LP-13)."""
        for cid in self.cards[p]:
            if self.nums[p][cid] == ENGINE:
                gain = self.base[p] // 2
                self.hp[p] += gain
                self._say("build", p=p, cid=cid, gain=gain)

    def _initiative(self, previous):
        """The initiative phase: クイック fires, then speed, forces top-down, numbers top-down, then the previous
        first player (`previous` is None in turn 1, where a full tie means identical compositions)."""
        log = self.log is not None
        if log:
            self._say("turn", turn=self.turn)
        speed = list(self.base)
        for p in (0, 1):
            if QUICK in self.has[p]:
                for cid in self.cards[p]:
                    if self.nums[p][cid] == QUICK and self.up[p][cid]:
                        self._fire_event(p, cid, None)
                        speed[p] += QUICK_SPEED
        if self.queue:
            self._process_queue()
        if speed[0] != speed[1]:
            first, reason = (0 if speed[0] > speed[1] else 1), "speed"
        else:
            forces = [[FORCE[self.nums[p][c]] for c in self.cards[p]] for p in (0, 1)]
            numbers = [[-self.nums[p][c] for c in self.cards[p]] for p in (0, 1)]
            if forces[0] != forces[1]:
                first, reason = (0 if forces[0] > forces[1] else 1), "force"
            elif numbers[0] != numbers[1]:
                first, reason = (0 if numbers[0] > numbers[1] else 1), "number"
            else:
                first, reason = previous, "previous"
        if log:
            self._say("initiative", turn=self.turn, speed=speed, first=first, reason=reason)
        return first

    def _up_phase(self):
        for p in (0, 1):
            up, nums = self.up[p], self.nums[p]
            for cid in self.cards[p]:
                if not up[cid] and nums[cid] not in STAYS_DOWN:
                    up[cid] = True
        if self.log is not None:
            self._say("up_phase")

    # --- actions --------------------------------------------------------------------------------
    def _action_phase(self, p: int):
        if self.log is not None:
            self._say("phase", p=p)
        if not self.has[p] & ACTION_CARDS:
            return
        fired_sousai = []
        cards, up, nums = self.cards[p], self.up[p], self.nums[p]
        while True:
            for cid in cards:
                if up[cid]:
                    n = nums[cid]
                    if n in ACTION_CARDS and not (
                            (n == HEALCORE and self.hp[p] > self.base[p] // 2)
                            or (n == SOUSAI and (cid in fired_sousai or self._offset_pair(p) is None))):
                        break
            else:
                return
            pos = cards.index(cid)
            top = pos == 0 or (pos + 1 < len(cards) and nums[cards[pos + 1]] == DECEIT)
            if n == SOUSAI:
                fired_sousai.append(cid)
            self._fire_action(p, cid, n, top)
            if self.queue:
                self._process_queue()

    def _fire_action(self, p: int, cid: int, n: int, top: bool):
        q = 1 - p
        if self.log is not None:
            self._say("fire", p=p, cid=cid, top=top and n in (ATTACK, RENGEKI))
        if n == SOUSAI:  # [ダウンレス]
            pass
        elif n == CRASH or n == HEALCORE:  # [除去]
            self._remove(p, cid)
        else:
            self._down(p, cid, p)
        if n == ATTACK:
            self._damage(p, cid, q, 4 if top else 2)
        elif n == RENGEKI:
            for _ in range(3 if top else 2):
                self._damage(p, cid, q, 1)
        elif n == JUGEKI:
            self._damage(p, cid, q, 3, interceptable=False)
        elif n == HARDCORE:
            self._damage(p, cid, p, 1)
        elif n == DUALCORE:
            self._remove(p, cid)
        elif n == HEALCORE:
            if self.hp[p] < self.base[p]:
                self.hp[p] = self.base[p]
                self._say("heal", p=p)
        elif n == OVERS:
            second = 1 - self.first
            for target in [t for t in (second, 1 - second) if self.hp[t] > self.base[t]]:
                self._damage(p, cid, target, 10)
        elif n == FEINT:
            targets = self._target_list(p, [c for c in self.cards[q] if self.up[q][c]])
            if targets and not self._trapped(p, q, targets[0]):
                self._down(q, targets[0], p)
        elif n == CRASH:
            targets = self._target_list(p, list(self.cards[q]))
            if targets and not self._trapped(p, q, targets[0]):
                self._remove(q, targets[0])
        elif n == KNOCKBACK:
            targets = self._target_list(p, self.cards[q][:-1])
            if targets and not self._trapped(p, q, targets[0]):
                cards = self.cards[q]
                i = cards.index(targets[0])
                cards[i], cards[i + 1] = cards[i + 1], cards[i]
                self._say("swap", p=q, cids=[cards[i + 1], cards[i]])
        elif n == SOUSAI:
            mine, theirs = self._offset_pair(p)
            self._down(p, mine, p)
            if not self._trapped(p, q, theirs):
                self._down(q, theirs, p)

    def _offset_pair(self, p: int):
        """相殺's targets: my topmost up card whose number the enemy also has up, and the enemy's topmost up copy."""
        q = 1 - p
        theirs = {}
        for c in self.cards[q]:
            if self.up[q][c]:
                theirs.setdefault(self.nums[q][c], c)
        for c in self.cards[p]:
            if self.up[p][c] and self.nums[p][c] in theirs:
                return c, theirs[self.nums[p][c]]
        return None

    def _target_list(self, p: int, targets: list) -> list:
        """The brains of `p` narrow a target list of enemy cards, top-down (LP-11, LP-12)."""
        if not targets or not self.has[p] & BRAINS:
            return targets
        cards, nums, enemy = self.cards[p], self.nums[p], self.nums[1 - p]
        for pos in range(1, len(cards)):
            cid = cards[pos]
            n = nums[cid]
            if n not in BRAINS or not self.up[p][cid]:
                continue
            above = nums[cards[pos - 1]]
            if n == CLASS_BRAIN:
                kept = [c for c in targets if FAMILY[enemy[c]] == FAMILY[above]]
            else:
                kept = [c for c in targets if enemy[c] == above]
            self._say("brain", p=p, cid=cid, kept=kept)
            if kept:
                targets = kept
        return targets

    # --- events ---------------------------------------------------------------------------------
    def _fire_event(self, p: int, cid: int, trigger: int | None) -> bool:
        """Event `cid` of `p` fires (turned down first unless [ダウンレス]); returns False if the enemy's
        目くらまし cancels its effect. `trigger` is the player whose ability set it off (None: a phase)."""
        self._say("fire", p=p, cid=cid, top=False)
        if self.nums[p][cid] != DEFENSE:  # [ダウンレス]
            self._down(p, cid, p)
        return not self._blinded(p, trigger)

    def _blinded(self, p: int, trigger) -> bool:
        """Whether the topmost up 目くらまし of `trigger` cancels the event `p` just fired."""
        if trigger is None or trigger == p or BLIND not in self.has[trigger]:
            return False
        for cid in self.cards[trigger]:
            if self.nums[trigger][cid] == BLIND and self.up[trigger][cid]:
                if self._fire_event(trigger, cid, p):
                    self._say("cancel", p=p)
                    return True
                return False
        return False

    def _trapped(self, p: int, q: int, cid: int) -> bool:
        """LP-9: an effect of `p` targets card `cid` of `q`; an up 罠 ignores it and hits back for 2."""
        if self.nums[q][cid] != TRAP or not self.up[q][cid]:
            return False
        if not self._fire_event(q, cid, p):
            return False
        self._say("trap", p=q, cid=cid)
        self._damage(q, cid, p, 2)
        return True

    def _process_queue(self):
        """Queued events (エコー, 腐蝕) fire in trigger order; the ones they trigger join the end (LP-7)."""
        queue = self.queue
        while queue:
            kind, p, cid, target, trigger = queue.pop(0)
            if cid not in self.cards[p] or not self.up[p][cid]:
                continue
            if kind == ECHO:
                if self._fire_event(p, cid, trigger) and target in self.cards[p] and not self.up[p][target]:
                    self.up[p][target] = True
                    self._say("up", p=p, cid=target)
            else:  # 腐蝕: [除去], then remove the card that dealt the damage
                q, source = target
                if source not in self.cards[q]:
                    continue
                self._say("fire", p=p, cid=cid, top=False)
                self._remove(p, cid)
                if not self._blinded(p, trigger) and source in self.cards[q] and not self._trapped(p, q, source):
                    self._remove(q, source)

    # --- board changes --------------------------------------------------------------------------
    def _down(self, p: int, cid: int, by: int):
        """Turn card `cid` of `p` down (by an ability of `by`); an up エコー just below it is queued."""
        up = self.up[p]
        if not up[cid]:
            return
        up[cid] = False
        if self.log is not None:
            self._say("down", p=p, cid=cid)
        if ECHO not in self.has[p]:
            return
        cards = self.cards[p]
        below = cards.index(cid) + 1
        if below < len(cards) and self.nums[p][cards[below]] == ECHO and up[cards[below]]:
            self.queue.append((ECHO, p, cards[below], cid, by))

    def _remove(self, p: int, cid: int):
        """LP-6: a removed card lowers the base HP (and so the speed), not the HP."""
        self.cards[p].remove(cid)
        self.base[p] -= FORCE[self.nums[p][cid]]
        self._say("remove", p=p, cid=cid)

    def _damage(self, p: int, cid: int, q: int, amount: int, interceptable: bool = True):
        """Card `cid` of `p` deals `amount` to `q` (LP-8 modifiers, LP-14 [迎撃不可], LP-5 check)."""
        mods = []
        if q != p and POWER in self.has[p]:
            for c in self.cards[p]:
                if self.nums[p][c] == POWER and self.up[p][c]:
                    self._say("fire", p=p, cid=c, top=False)
                    amount += 1
                    mods.append([p, c, 1])
        if q != p and interceptable and self.has[q] & DEFENDERS:
            amount = self._defend(p, q, amount, mods)
        if amount <= 0:
            self._say("nodamage", p=p, cid=cid, to=q, mods=mods)
            return
        self.hp[q] -= amount
        self._say("damage", p=p, cid=cid, to=q, amount=amount, mods=mods)
        if self.hp[q] <= 0:
            self._finish(1 - q, "hp")
        if q != p and interceptable and CORROSION in self.has[q]:
            for c in self.cards[q]:
                if self.nums[q][c] == CORROSION and self.up[q][c]:
                    self.queue.append((CORROSION, q, c, (p, cid), p))

    def _defend(self, p: int, q: int, amount: int, mods: list) -> int:
        """The defender's events top-down on a damage of `amount` from `p`; returns what is left of it."""
        nums, up = self.nums[q], self.up[q]
        for c in list(self.cards[q]):
            if amount <= 0:
                break
            n = nums[c]
            if not up[c] or n not in (DEFENSE, SHIELD, REFLECTION) or (n == REFLECTION and amount < 2):
                continue
            if not self._fire_event(q, c, p):
                continue
            if n == REFLECTION:
                mods.append([q, c, -amount])
                self._damage(q, c, p, amount)
                return 0
            cut = 1 if n == DEFENSE else 3
            amount -= cut
            mods.append([q, c, -cut])
        return amount

    # --- the log --------------------------------------------------------------------------------
    def _say(self, kind: str, **fields):
        if self.log is not None:
            fields["k"] = kind
            fields["s"] = {"hp": list(self.hp), "base": list(self.base),
                           "cards": [[[c, int(self.up[p][c])] for c in self.cards[p]] for p in (0, 1)]}
            self.log.append(fields)


def battle(a, b) -> int | None:
    """The winner of composition `a` (player 0) against `b` (player 1): 0, 1, or None if identical."""
    return Battle(a, b).run()


def battles_per_second(seconds: float = 1.0, seed: int = 1) -> float:
    """Battles between random 8-card compositions finished per second (the engine's speed, for `bench`)."""
    import time

    from fudabako.core import Rng

    rng = Rng(seed)
    comps = [[rng.below(25) + 1 for _ in range(8)] for _ in range(512)]
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for i in range(0, 512, 2):
            Battle(comps[i], comps[i + 1]).run()
        done += 256
    return done / (time.perf_counter() - start)


def stats(comp) -> dict:
    """What the builder shows live: base HP, initial HP (after <ビルド>), speed (= base HP)."""
    base = sum(FORCE[n] for n in comp)
    engines = sum(1 for n in comp if n == ENGINE)
    return {"base": base, "initial": base + engines * (base // 2), "speed": base}
