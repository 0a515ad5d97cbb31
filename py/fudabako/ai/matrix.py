"""Zero-sum matrix games: the value and optimal mixed strategies of both players, in pure Python.

`solve(A)` works for any m×n payoff matrix (row player maximises). It shifts the matrix positive and runs the
simplex method on the column player's linear program (max Σw s.t. A·w ≤ 1, w ≥ 0); the row player's strategy
is read from the same final tableau (the dual prices), so one solve gives both. Bland's rule prevents cycling.
Exact up to floating-point rounding (≈1e-12 on the games in this box).
"""

EPS = 1e-12


def solve(matrix):
    """(value, row strategy, column strategy) of the zero-sum game `matrix` (rows maximise)."""
    m, n = len(matrix), len(matrix[0])
    if m == n == 3:
        found = _equalizing_3x3(matrix)
        if found:
            return found
    shift = 1.0 - min(min(row) for row in matrix)
    # Tableau rows: [A_i + shift | e_i | 1]; objective row: [-1 ... -1 | 0 ... 0 | 0].
    width = n + m + 1
    rows = []
    for i, row in enumerate(matrix):
        r = [x + shift for x in row] + [0.0] * m + [1.0]
        r[n + i] = 1.0
        rows.append(r)
    objective = [-1.0] * n + [0.0] * (m + 1)
    basis = [n + i for i in range(m)]
    while True:
        enter = next((j for j in range(width - 1) if objective[j] < -EPS), None)
        if enter is None:
            break
        leave, best = None, None
        for i in range(m):
            a = rows[i][enter]
            if a > EPS:
                ratio = rows[i][-1] / a
                if best is None or ratio < best - EPS or (abs(ratio - best) <= EPS and basis[i] < basis[leave]):
                    leave, best = i, ratio
        pivot_row = rows[leave]
        p = pivot_row[enter]
        for j in range(width):
            pivot_row[j] /= p
        for r in rows + [objective]:
            if r is not pivot_row:
                f = r[enter]
                if f != 0.0:
                    for j in range(width):
                        r[j] -= f * pivot_row[j]
        basis[leave] = enter
    total = objective[-1]  # = Σw = 1 / (value + shift)
    w = [0.0] * n
    for i, b in enumerate(basis):
        if b < n:
            w[b] = max(0.0, rows[i][-1])
    col = [x / total for x in w]
    row = [max(0.0, objective[n + i]) / total for i in range(m)]
    return 1.0 / total - shift, _normalise(row), _normalise(col)


def _equalizing_3x3(a):
    """The fully mixed equilibrium of a 3×3 game, if it has one, in closed form (the hot path of the
    サイコロじゃんけん solver). With C the adjugate of A (A·C = C·A = det·I), x ∝ 1ᵀC and y ∝ C·1 make every
    pure reply earn v = det / ΣC; if both are non-negative they are optimal."""
    (a0, a1, a2), (b0, b1, b2), (c0, c1, c2) = a
    adj = (
        (b1 * c2 - b2 * c1, a2 * c1 - a1 * c2, a1 * b2 - a2 * b1),
        (b2 * c0 - b0 * c2, a0 * c2 - a2 * c0, a2 * b0 - a0 * b2),
        (b0 * c1 - b1 * c0, a1 * c0 - a0 * c1, a0 * b1 - a1 * b0),
    )
    total = sum(map(sum, adj))
    if abs(total) < 1e-9:
        return None
    x = [(adj[0][i] + adj[1][i] + adj[2][i]) / total for i in range(3)]
    y = [sum(adj[i]) / total for i in range(3)]
    if min(x) < 0 or min(y) < 0:
        return None
    det = a0 * adj[0][0] + a1 * adj[1][0] + a2 * adj[2][0]
    return det / total, x, y


def _normalise(p):
    s = sum(p)
    return [x / s for x in p]


def best_response_value(matrix, col_strategy):
    """The row player's best payoff against a fixed column strategy (for exploitability checks)."""
    return max(sum(a * q for a, q in zip(row, col_strategy)) for row in matrix)
