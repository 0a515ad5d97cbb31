"""イモータルアリーナ: the weights of `immortal_arena.features` (logit units), fitted by `immortal_arena_fit`."""

WEIGHTS = [
    # the score (points of the player to move, of the other) as in SCORES
    0.1476, -0.7873, -1.7001, 1.1104, 0.1215, -0.6733, -1.8271, 2.1792, 0.9243, 0.1330,
    -0.8268, -2.2315, 2.2818, 1.2507, 0.2649, -1.2337, 2.6994, 1.7426, 0.3023,
    # the player to move's warrior, fire mage, ice mage: fallen, × felling chance (not healing, healing), front, back
    -0.2360, -1.0288, -0.3493, 0.3118, -0.1880,
    -0.1226, -0.6253, 0.0756, 0.3190, -0.0157,
    -0.1213, -0.7398, 0.2112, 0.3245, -0.0200,
    # the other's warrior, fire mage, ice mage, the same
    0.9620, 0.9778, 0.2521, -0.4135, 0.1890,
    0.4998, 0.5359, -0.1702, -0.3152, 0.0773,
    0.4217, 0.6973, -0.2794, -0.3329, 0.0532,
    # the fire mage's 気力 1, 2: the player to move's, the other's
    0.0779, 0.1541, -0.0564, -0.1036,
    # 1, 2 rows from 圧倒: the player to move, the other
    0.4728, 0.3859, -0.4618, -0.3902,
]
