#!/usr/bin/env python3
"""Generates C++ cases that exercise the CuTe layout algebra through `cute::` names.

Every case prints its results (print / print_layout / print_tensor). The same sources are
compiled once against real CuTe and once against <tilec/layout.hpp>; run_oracle.py compares the
two outputs case by case. Cases are drawn from a seeded generator so that a (seed, count) pair
always yields the same files.

Usage: generate_cases.py --seed S --count N --shards K --out DIR
Writes DIR/oracle_shard_<k>.cpp, DIR/oracle_shards.inc and DIR/cases.json (case -> family and
line range, which the driver uses to drop cases a compiler rejects).
"""
import argparse
import json
import os
import random

# ---------------------------------------------------------------- integer tuples ----------
# A shape/stride tree is an int leaf or a list of trees; leaves carry (value, is_static).


def leaf(value, static):
    return ("leaf", value, static)


def leaves(t):
    if t[0] == "leaf":
        return [t]
    out = []
    for c in t[1]:
        out += leaves(c)
    return out


def node(children):
    return ("node", children)


def render_int(value, static, rng):
    if static:
        if 0 <= value <= 32 and rng.random() < 0.5:
            return "_%d{}" % value
        return "Int<%d>{}" % value
    return "%d" % value


def render(t, rng, maker="make_shape"):
    if t[0] == "leaf":
        v = t[1]
        if isinstance(v, str):  # a pre-rendered expression (basis strides)
            return v
        return render_int(v, t[2], rng)
    return "%s(%s)" % (maker, ",".join(render(c, rng, maker) for c in t[1]))


def map_leaves(t, values):
    """A tree of the same profile as t whose leaves are taken from `values` in order."""
    it = iter(values)

    def go(x):
        if x[0] == "leaf":
            return next(it)
        return node([go(c) for c in x[1]])

    return go(t)


def rand_shape(rng, max_rank=3, max_depth=2, pow2=True, total_cap=64, static_p=0.5):
    """A random shape tree; sizes are powers of two when pow2 (so divisions are always valid)."""
    budget = [total_cap]

    def rand_value():
        if pow2:
            choices = [v for v in (1, 2, 4, 8) if v <= max(1, budget[0])]
            # prefer non-trivial modes
            v = rng.choice(choices[1:] if len(choices) > 1 and rng.random() < 0.85 else choices)
        else:
            choices = [v for v in range(1, 7) if v <= max(1, budget[0])]
            v = rng.choice(choices)
        budget[0] = max(1, budget[0] // v)
        return v

    def go(depth):
        if depth >= max_depth or rng.random() < 0.6:
            return leaf(rand_value(), rng.random() < static_p)
        return node([go(depth + 1) for _ in range(rng.randint(1, 3 if depth == 0 else 2))])

    rank = rng.randint(1, max_rank)
    return node([go(1) for _ in range(rank)]) if rank > 1 or rng.random() < 0.7 else go(1)


def compact_strides(shape, rng, order=None, gaps=False, static_p=0.5, all_static=False):
    """Strides making `shape` injective: column-major over the leaves in `order` (a permutation),
    optionally with gaps between modes."""
    ls = leaves(shape)
    n = len(ls)
    order = order if order is not None else list(range(n))
    strides = [None] * n
    running = 1
    for i in order:
        if gaps and rng.random() < 0.3:
            running *= 2
        static = ls[i][2] and rng.random() < 0.9 if rng.random() < 0.8 else rng.random() < static_p
        if all_static:
            static = True
        strides[i] = leaf(running, static)
        running *= ls[i][1]
    return map_leaves(shape, strides)


def rand_strides(shape, rng, allow_zero=True):
    ls = leaves(shape)
    vals = []
    for l in ls:
        v = rng.choice([0, 1, 2, 4, 8, 16]) if allow_zero else rng.choice([1, 2, 3, 4, 8, 16])
        vals.append(leaf(v, rng.random() < 0.5))
    return map_leaves(shape, vals)


def injective_layout(rng, all_static=False, **kw):
    """all_static: static strides (CuTe's complement needs them for rank > 1)."""
    shape = rand_shape(rng, **kw)
    n = len(leaves(shape))
    order = list(range(n))
    if rng.random() < 0.6:
        rng.shuffle(order)
    return shape, compact_strides(shape, rng, order, gaps=rng.random() < 0.4, all_static=all_static)


def size_of(t):
    p = 1
    for l in leaves(t):
        p *= l[1]
    return p


def cosize_of(shape, stride):
    return 1 + sum((s[1] - 1) * d[1] for s, d in zip(leaves(shape), leaves(stride)))


def top_modes(t):
    return t[1] if t[0] == "node" else [t]


# ---------------------------------------------------------------- rendering layouts -------


def layout_expr(shape, stride, rng):
    if stride is None:
        return "make_layout(%s)" % render(shape, rng)
    if shape[0] == "leaf":
        return "make_layout(%s, %s)" % (render(shape, rng), render(stride, rng, "make_stride"))
    return "make_layout(%s, %s)" % (render(shape, rng), render(stride, rng, "make_stride"))


def P(expr):
    return "print(%s); oracle_newline();" % expr


# ---------------------------------------------------------------- case families -----------


def fam_print(rng):
    shape = rand_shape(rng, pow2=rng.random() < 0.5)
    kind = rng.random()
    if kind < 0.3:
        expr = "make_layout(%s)" % render(shape, rng)
    elif kind < 0.45:
        expr = "make_layout(%s, %s{})" % (render(shape, rng), rng.choice(["LayoutLeft", "LayoutRight"]))
    else:
        stride = rand_strides(shape, rng)
        expr = layout_expr(shape, stride, rng)
    body = ["auto L = %s;" % expr, P("L"), P("shape(L)"), P("stride(L)")]
    n = size_of(shape)
    for i in sorted(set(rng.randrange(n) for _ in range(3))):
        body.append(P("L(%d)" % i))
    return body


def fam_queries(rng):
    shape = rand_shape(rng, pow2=rng.random() < 0.5)
    stride = rand_strides(shape, rng, allow_zero=False)
    body = ["auto L = %s;" % layout_expr(shape, stride, rng), P("L")]
    body += [P("size(L)"), P("cosize(L)"), P("rank(L)"), P("depth(L)")]
    r = len(top_modes(shape))
    i = rng.randrange(r)
    body += [P("size<%d>(L)" % i), P("shape<%d>(L)" % i), P("layout<%d>(L)" % i)]
    body += [P("flatten(L)")]
    return body


def fam_coalesce(rng):
    shape = rand_shape(rng, pow2=rng.random() < 0.6)
    if rng.random() < 0.5:
        stride = compact_strides(shape, rng, gaps=rng.random() < 0.3)
    else:
        stride = rand_strides(shape, rng)
    body = ["auto L = %s;" % layout_expr(shape, stride, rng), P("coalesce(L)")]
    if shape[0] == "node" and rng.random() < 0.5:
        prof = node([leaf(1, True) for _ in top_modes(shape)])
        body.append(P("coalesce(L, %s)" % render(prof, rng, "make_tuple").replace("_1{}", "Int<1>{}")))
    return body


def fam_filter(rng):
    shape = rand_shape(rng, pow2=rng.random() < 0.6)
    stride = rand_strides(shape, rng, allow_zero=True)
    return ["auto L = %s;" % layout_expr(shape, stride, rng), P("filter(L)")]


def pow2_tiler_for(shape, rng, static_strides=False):
    """A layout B whose image fits a pow2 shape of the given size (valid as composition rhs)."""
    n = size_of(shape)
    bshape = rand_shape(rng, max_rank=2, total_cap=n)
    m = size_of(bshape)
    # strides that keep cosize <= n where possible
    ls = leaves(bshape)
    vals = []
    room = max(1, n // max(1, m))
    order = list(range(len(ls)))
    rng.shuffle(order)
    running = 1
    strides = [None] * len(ls)
    for i in order:
        if room > 1 and rng.random() < 0.3:
            running *= 2
            room //= 2
        strides[i] = leaf(running, static_strides or rng.random() < 0.6)
        running *= ls[i][1]
    return bshape, map_leaves(bshape, strides)


def fam_composition(rng):
    ashape, astride = injective_layout(rng)
    A = layout_expr(ashape, astride, rng)
    body = ["auto A = %s;" % A]
    kind = rng.random()
    if kind < 0.5:
        bshape, bstride = pow2_tiler_for(ashape, rng)
        body += ["auto B = %s;" % layout_expr(bshape, bstride, rng), P("composition(A, B)")]
    elif kind < 0.7:
        # tiler = tuple of layouts, one per top-level mode of A
        modes = top_modes(ashape)
        parts = []
        for m in modes[: rng.randint(1, len(modes))]:
            bs, bd = pow2_tiler_for(m, rng)
            parts.append(layout_expr(bs, bd, rng))
        body += [P("composition(A, make_tile(%s))" % ",".join(parts))]
    elif kind < 0.85:
        modes = top_modes(ashape)
        parts = []
        for m in modes[: rng.randint(1, len(modes))]:
            v = rng.choice([x for x in (1, 2, 4, 8) if x <= size_of(m)])
            parts.append(render_int(v, rng.random() < 0.6, rng))
        body += [P("composition(A, make_shape(%s))" % ",".join(parts))]
    else:
        v = rng.choice([x for x in (1, 2, 4, 8) if x <= size_of(ashape)])
        body += [P("composition(A, %s)" % render_int(v, rng.random() < 0.6, rng))]
    return body


def fam_complement(rng):
    shape, stride = injective_layout(rng, total_cap=32, all_static=rng.random() < 0.85)
    body = ["auto L = %s;" % layout_expr(shape, stride, rng), P("complement(L)")]
    cos = cosize_of(shape, stride)
    tgt = 1
    while tgt < cos:
        tgt *= 2
    tgt *= rng.choice([1, 2, 4])
    body.append(P("complement(L, %s)" % render_int(tgt, rng.random() < 0.6, rng)))
    return body


def tiler_expr(ashape, rng):
    """A divide tiler: a layout, or a tile of per-mode layouts/shapes."""
    modes = top_modes(ashape)
    kind = rng.random()
    if kind < 0.3:
        bs, bd = pow2_tiler_for(ashape, rng, static_strides=True)
        return layout_expr(bs, bd, rng)
    parts = []
    for m in modes[: rng.randint(1, len(modes))]:
        if rng.random() < 0.5:
            v = rng.choice([x for x in (1, 2, 4, 8) if x <= size_of(m)])
            parts.append(render_int(v, rng.random() < 0.7, rng))
        else:
            bs, bd = pow2_tiler_for(m, rng, static_strides=True)
            parts.append(layout_expr(bs, bd, rng))
    return "make_tile(%s)" % ",".join(parts)


def fam_divide(rng):
    ashape, astride = injective_layout(rng)
    op = rng.choice(["logical_divide", "zipped_divide", "tiled_divide", "flat_divide"])
    body = ["auto A = %s;" % layout_expr(ashape, astride, rng)]
    t = tiler_expr(ashape, rng)
    if op != "logical_divide" and not t.startswith("make_tile"):
        t = "make_tile(%s)" % t
    body.append(P("%s(A, %s)" % (op, t)))
    return body, op


def fam_product(rng):
    op = rng.choice(["logical_product", "zipped_product", "tiled_product", "blocked_product", "raked_product"])
    ashape, astride = injective_layout(rng, total_cap=16, max_rank=2, all_static=True)
    bshape, bstride = injective_layout(rng, total_cap=16, max_rank=2, all_static=rng.random() < 0.5)
    if op in ("blocked_product", "raked_product"):
        # CuTe pads the smaller rank; keep both rank-2 most of the time.
        pass
    A = layout_expr(ashape, astride, rng)
    B = layout_expr(bshape, bstride, rng)
    body = ["auto A = %s;" % A, "auto B = %s;" % B]
    if op in ("zipped_product", "tiled_product") and rng.random() < 0.5:
        body.append(P("%s(A, make_tile(B))" % op))
    else:
        body.append(P("%s(A, B)" % op))
    return body, op


def fam_inverse(rng):
    op = rng.choice(["right_inverse", "left_inverse"])
    shape, stride = injective_layout(rng, total_cap=32, all_static=op == "left_inverse" or rng.random() < 0.5)
    if op == "right_inverse" and rng.random() < 0.3:
        stride = rand_strides(shape, rng)
    body = ["auto L = %s;" % layout_expr(shape, stride, rng), P("%s(L)" % op)]
    return body, op


def fam_slice(rng):
    shape = rand_shape(rng, max_rank=3)
    if len(top_modes(shape)) < 2:
        shape = node([shape, leaf(rng.choice([2, 4]), rng.random() < 0.5)])
    stride = compact_strides(shape, rng, gaps=rng.random() < 0.3) if rng.random() < 0.6 else rand_strides(shape, rng)
    modes = top_modes(shape)
    coord = []
    for m in modes:
        if rng.random() < 0.5:
            coord.append("_")
        else:
            coord.append(str(rng.randrange(size_of(m))))
    if all(c != "_" for c in coord):
        coord[0] = "_"
    c = "make_coord(%s)" % ",".join(coord)
    body = ["auto L = %s;" % layout_expr(shape, stride, rng)]
    body.append(P("slice(%s, L)" % c))
    body.append(P("L(%s)" % ",".join(coord)))
    full = ",".join(str(rng.randrange(size_of(m))) for m in modes)
    body.append(P("L(%s)" % full))
    return body


def fam_print_layout(rng):
    m = leaf(rng.choice([1, 2, 3, 4, 5, 8]), rng.random() < 0.5)
    n = leaf(rng.choice([1, 2, 3, 4, 6, 8]), rng.random() < 0.5)
    if rng.random() < 0.3:
        m = node([leaf(2, rng.random() < 0.5), leaf(rng.choice([2, 3]), rng.random() < 0.5)])
    shape = node([m, n])
    kind = rng.random()
    if kind < 0.3:
        expr = "make_layout(%s)" % render(shape, rng)
    elif kind < 0.5:
        expr = "make_layout(%s, LayoutRight{})" % render(shape, rng)
    else:
        stride = rand_strides(shape, rng, allow_zero=True)
        expr = layout_expr(shape, stride, rng)
    return ["auto L = %s;" % expr, "print_layout(L);"]


def fam_print_tensor(rng):
    rank = rng.randint(1, 4)
    dims = [leaf(rng.choice([1, 2, 3, 4]), rng.random() < 0.5) for _ in range(rank)]
    shape = node(dims) if rank > 1 or rng.random() < 0.5 else dims[0]
    kind = rng.random()
    s = render(shape, rng)
    if kind < 0.4:
        start = rng.choice([0, 0, 3, 42])
        if rng.random() < 0.5:
            stride = compact_strides(shape, rng, gaps=rng.random() < 0.3)
            body = ["auto T = make_tensor(counting_iterator<int>(%d), %s);" % (start, layout_expr(shape, stride, rng))]
        else:
            body = ["auto T = make_tensor(counting_iterator<int>(%d), %s);" % (start, s)]
    elif kind < 0.8:
        body = ["auto T = make_identity_tensor(%s);" % s]
    else:
        args = [render_int(rng.choice([0, 1, 5]), rng.random() < 0.5, rng) for _ in range(max(rank, 1))]
        if rank == 1:
            strides = "make_stride(E<0>{})"
        else:
            strides = "make_stride(%s)" % ",".join("E<%d>{}" % i for i in range(rank))
        body = ["auto T = make_tensor(make_inttuple_iter(%s), make_layout(%s, %s));" % (",".join(args), s, strides)]
    body.append("print_tensor(T);")
    return body


def fam_basis(rng):
    rank = rng.randint(1, 3)
    dims = [leaf(rng.choice([2, 3, 4]), rng.random() < 0.5) for _ in range(rank)]
    shape = node(dims)
    strides = []
    for i in range(rank):
        e = "E<%d>{}" % rng.randrange(rank) if rng.random() < 0.3 else "E<%d>{}" % i
        if rng.random() < 0.3:
            e = "E<%d,%d>{}" % (i, rng.randrange(2))
        if rng.random() < 0.3:
            e = "%s * %s" % (render_int(rng.choice([2, 3, 4]), rng.random() < 0.5, rng), e)
        strides.append(e)
    body = ["auto L = make_layout(%s, make_stride(%s));" % (render(shape, rng), ",".join(strides)), P("L")]
    n = size_of(shape)
    for i in sorted(set(rng.randrange(n) for _ in range(2))):
        body.append(P("L(%d)" % i))
    if rng.random() < 0.5:
        body.append(P("make_identity_layout(%s)" % render(shape, rng)))
    return body


def fam_local(rng):
    # a tensor over a rank-2 shape, tiled or partitioned among threads
    M = rng.choice([4, 8, 16])
    N = rng.choice([4, 8, 16])
    ms, ns = rng.random() < 0.5, rng.random() < 0.5
    shape = "make_shape(%s,%s)" % (render_int(M, ms, rng), render_int(N, ns, rng))
    t = rng.choice(["make_identity_tensor(%s)" % shape,
                    "make_tensor(counting_iterator<int>(0), make_layout(%s))" % shape])
    body = ["auto T = %s;" % t]
    tm = rng.choice([x for x in (2, 4) if x <= M])
    tn = rng.choice([x for x in (2, 4) if x <= N])
    if rng.random() < 0.5:
        tile = "make_shape(%s,%s)" % (render_int(tm, True, rng), render_int(tn, True, rng))
        c = "make_coord(%d,%d)" % (rng.randrange(M // tm), rng.randrange(N // tn))
        if rng.random() < 0.3:
            c = "make_coord(%d,_)" % rng.randrange(M // tm)
        body += ["auto R = local_tile(T, %s, %s);" % (tile, c), P("R")]
        return body + ["print_tensor(R);"], "local_tile"
    thr = "make_layout(make_shape(%s,%s))" % (render_int(tm, True, rng), render_int(tn, True, rng))
    idx = rng.randrange(tm * tn)
    body += ["auto R = local_partition(T, %s, %d);" % (thr, idx), P("R"), "print_tensor(R);"]
    return body, "local_partition"


def small_rank2_layout(rng, all_static=False):
    """A rank-2 layout with small modes (possibly nested one level), injective."""
    modes = []
    for _ in range(2):
        if rng.random() < 0.25:
            modes.append(node([leaf(2, rng.random() < 0.6), leaf(rng.choice([1, 2]), rng.random() < 0.6)]))
        else:
            modes.append(leaf(rng.choice([1, 2, 3, 4]) if not all_static else rng.choice([1, 2, 4]), rng.random() < 0.6))
    shape = node(modes)
    order = list(range(len(leaves(shape))))
    if rng.random() < 0.5:
        rng.shuffle(order)
    return shape, compact_strides(shape, rng, order, gaps=rng.random() < 0.2, all_static=all_static)


def fam_print_layout_algebra(rng):
    """print_layout / print_tensor of algebra results (the way layouts are usually inspected)."""
    op = rng.choice(["blocked_product", "raked_product", "logical_product", "zipped_divide", "composition"])
    if op in ("blocked_product", "raked_product"):
        a = small_rank2_layout(rng, all_static=True)
        b = small_rank2_layout(rng, all_static=rng.random() < 0.5)
        expr = "%s(%s, %s)" % (op, layout_expr(a[0], a[1], rng), layout_expr(b[0], b[1], rng))
    elif op == "logical_product":
        a = (leaf(rng.choice([2, 4]), True), leaf(1, True))
        b = (leaf(rng.choice([2, 3, 4]), rng.random() < 0.5), leaf(rng.choice([1, 2]), True))
        expr = "logical_product(%s, %s)" % (layout_expr(a[0], None, rng), layout_expr(b[0], None, rng))
    elif op == "zipped_divide":
        M, N = rng.choice([4, 8]), rng.choice([2, 4, 8])
        a = "make_layout(make_shape(%s,%s)%s)" % (render_int(M, rng.random() < 0.5, rng), render_int(N, rng.random() < 0.5, rng),
                                                 rng.choice(["", ", LayoutRight{}"]))
        expr = "zipped_divide(%s, make_tile(%s,%s))" % (a, render_int(rng.choice([2, 4]), True, rng),
                                                       render_int(2, True, rng))
    else:
        a = small_rank2_layout(rng)
        n = size_of(a[0])
        b = node([leaf(rng.choice([x for x in (1, 2, 4) if x <= n]), rng.random() < 0.6), leaf(rng.choice([1, 2]), True)])
        bstride = node([leaf(1, True), leaf(rng.choice([1, 2]), True)])
        expr = "composition(%s, %s)" % (layout_expr(a[0], a[1], rng), layout_expr(b, bstride, rng))
    body = ["auto R = %s;" % expr, P("R")]
    if rng.random() < 0.6 or op == "logical_product":
        body.append("print_layout(R);")
    else:
        body.append("print_tensor(make_tensor(counting_iterator<int>(0), R));")
    return body, "print_" + op


FAMILIES = [
    ("print_algebra", fam_print_layout_algebra, 10),
    ("print", fam_print, 8),
    ("queries", fam_queries, 6),
    ("coalesce", fam_coalesce, 8),
    ("filter", fam_filter, 4),
    ("composition", fam_composition, 12),
    ("complement", fam_complement, 8),
    ("divide", fam_divide, 14),
    ("product", fam_product, 14),
    ("inverse", fam_inverse, 6),
    ("slice", fam_slice, 6),
    ("print_layout", fam_print_layout, 5),
    ("print_tensor", fam_print_tensor, 5),
    ("basis", fam_basis, 4),
    ("local", fam_local, 5),
]


# ---------------------------------------------------------------- edge-case families ------
# Cases beyond the power-of-two, positive-stride mainstream: negative strides, sizes such as
# 3, 5, 6, 12, scaled-basis strides inside compositions, swizzles, deep nesting, coordinate
# and counting tensors through the tiling helpers, and the layout constructors built on them.


def npot_value(rng):
    return rng.choice([1, 2, 3, 4, 5, 6, 12])


def fam_negative_stride(rng):
    shape = rand_shape(rng, pow2=rng.random() < 0.5, total_cap=48)
    vals = []
    for l in leaves(shape):
        v = rng.choice([-1, -2, -3, -4, -8, 1, 2, 4, 0])
        vals.append(leaf(v, rng.random() < 0.5))
    if all(v[1] >= 0 for v in vals):
        vals[0] = leaf(-rng.choice([1, 2, 4]), vals[0][2])
    stride = map_leaves(shape, vals)
    body = ["auto L = %s;" % layout_expr(shape, stride, rng), P("L"), P("size(L)"), P("cosize(L)")]
    n = size_of(shape)
    for i in sorted(set(rng.randrange(n) for _ in range(3))):
        body.append(P("L(%d)" % i))
    op = rng.random()
    if op < 0.35:
        body.append(P("coalesce(L)"))
    elif op < 0.55:
        body.append(P("filter(L)"))
    elif op < 0.7:
        v = rng.choice([x for x in (1, 2, 3, 4) if n % x == 0])
        body.append(P("composition(L, %s)" % render_int(v, rng.random() < 0.6, rng)))
    elif op < 0.85:
        # a reversed walk on the right of a composition
        ashape, astride = injective_layout(rng, total_cap=32)
        m = size_of(ashape)
        d = rng.choice([x for x in (1, 2, 4) if x <= m])
        body.append("auto A = %s;" % layout_expr(ashape, astride, rng))
        body.append(P("composition(A, make_layout(%s, %s))" % (
            render_int(rng.choice([x for x in (1, 2, 4) if x * d <= max(m, 1)] or [1]), rng.random() < 0.6, rng),
            render_int(-d, rng.random() < 0.6, rng))))
    else:
        body.append("print_layout(L);" if rank_le2_flat(shape) else P("flatten(L)"))
    return body


def rank_le2_flat(shape):
    return shape[0] == "node" and len(shape[1]) == 2 and all(m[0] == "leaf" for m in shape[1])


def npot_shape(rng, rank, static_p=0.5):
    return node([leaf(npot_value(rng), rng.random() < static_p) for _ in range(rank)])


def fam_npot(rng):
    """Composition / divide / product / complement with sizes that are not powers of two."""
    op = rng.choice(["composition", "logical_divide", "zipped_divide", "tiled_divide", "logical_product",
                     "blocked_product", "raked_product", "complement"])
    if op == "complement":
        shape = npot_shape(rng, rng.randint(1, 2), static_p=1.0)
        stride = compact_strides(shape, rng, gaps=rng.random() < 0.4, all_static=True)
        body = ["auto L = %s;" % layout_expr(shape, stride, rng), P("complement(L)")]
        cos = cosize_of(shape, stride)
        body.append(P("complement(L, %s)" % render_int(cos * rng.choice([1, 2, 3]), rng.random() < 0.6, rng)))
        return body, "npot_complement"
    if op in ("composition", "logical_divide", "zipped_divide", "tiled_divide"):
        # A with modes that are multiples of the tile sizes
        tiles = [rng.choice([1, 2, 3]) for _ in range(2)]
        mults = [rng.choice([1, 2, 3, 4]) for _ in range(2)]
        st = rng.random() < 0.5
        ashape = node([leaf(t * m, st or rng.random() < 0.5) for t, m in zip(tiles, mults)])
        astride = compact_strides(ashape, rng, order=rng.choice([[0, 1], [1, 0]]), gaps=rng.random() < 0.3)
        body = ["auto A = %s;" % layout_expr(ashape, astride, rng)]
        tile = "make_tile(%s)" % ",".join(render_int(t, True, rng) for t in tiles)
        if op == "composition":
            if rng.random() < 0.5:
                tile = "make_shape(%s)" % ",".join(render_int(t, rng.random() < 0.7, rng) for t in tiles)
            body.append(P("composition(A, %s)" % tile))
        else:
            body.append(P("%s(A, %s)" % (op, tile)))
        return body, "npot_" + ("composition" if op == "composition" else "divide")
    a = npot_shape(rng, rng.randint(1, 2), static_p=1.0)
    b = npot_shape(rng, 2 if op != "logical_product" else rng.randint(1, 2))
    if op != "logical_product":
        a = npot_shape(rng, 2, static_p=1.0)
    body = ["auto A = %s;" % layout_expr(a, compact_strides(a, rng, all_static=True), rng),
            "auto B = %s;" % layout_expr(b, None, rng), P("%s(A, B)" % op)]
    return body, "npot_product"


def fam_basis_composition(rng):
    """Scaled-basis strides on the left (coordinate layouts) or the right of a composition."""
    M, N = rng.choice([4, 6, 8]), rng.choice([2, 3, 4, 8])
    shape = "make_shape(%s,%s)" % (render_int(M, rng.random() < 0.5, rng), render_int(N, rng.random() < 0.5, rng))
    body = ["auto I = make_identity_layout(%s);" % shape]
    k = rng.random()
    if k < 0.4:
        tm, tn = rng.choice([x for x in (1, 2, 3) if M % x == 0]), rng.choice([x for x in (1, 2) if N % x == 0])
        body.append(P("composition(I, make_tile(%s,%s))" % (render_int(tm, True, rng), render_int(tn, True, rng))))
        body.append(P("zipped_divide(I, make_tile(%s,%s))" % (render_int(tm, True, rng), render_int(tn, True, rng))))
    elif k < 0.7:
        n = M * N
        v = rng.choice([x for x in (2, 3, 4) if n % x == 0])
        body.append(P("composition(I, make_layout(make_shape(%s,%s)))" % (render_int(v, True, rng), render_int(n // v, True, rng))))
    else:
        e = rng.choice(["E<0>{}", "E<1>{}", "%s * E<0>{}" % render_int(rng.choice([2, 3]), True, rng)])
        body.append("auto B = make_layout(make_shape(%s,%s), make_stride(%s, E<1>{}));" % (
            render_int(rng.choice([2, 3]), True, rng), render_int(rng.choice([2, 4]), True, rng), e))
        body.append(P("B"))
        body.append(P("composition(B, make_layout(%s, %s))" % (render_int(2, True, rng), render_int(rng.choice([1, 2]), True, rng))))
    return body


def fam_swizzle(rng):
    B, M = rng.choice([1, 2, 3]), rng.choice([0, 1, 2, 3])
    S = rng.choice([B, B + 1, 3]) if rng.random() < 0.8 else -rng.choice([B, B + 1])
    if abs(S) < B:
        S = B
    sw = "Swizzle<%d,%d,%d>{}" % (B, M, S)
    body = ["auto Sw = %s;" % sw, P("Sw")]
    for v in sorted(set(rng.randrange(256) for _ in range(3))):
        body.append(P("Sw(%d)" % v))
    R = rng.choice([4, 8, 16])
    C = rng.choice([4, 8])
    shape = "make_shape(%s,%s)" % (render_int(R, True, rng), render_int(C, True, rng))
    lay = "make_layout(%s%s)" % (shape, rng.choice(["", ", LayoutRight{}"]))
    body.append("auto L = composition(Sw, %s);" % lay)
    body.append(P("L"))
    k = rng.random()
    if k < 0.4:
        body.append("print_layout(L);")
    elif k < 0.6:
        body += [P("L(%d)" % rng.randrange(R * C)), P("size(L)"), P("cosize(L)")]
    elif k < 0.8:
        body.append(P("tile_to_shape(L, make_shape(%s,%s))" % (render_int(R * 2, True, rng), render_int(C * rng.choice([1, 2]), True, rng))))
    else:
        body.append("print_tensor(make_tensor(counting_iterator<int>(0), L));")
    return body


def fam_nested(rng):
    """Depth >= 3 tuples: printing, queries, flatten, coalesce."""
    def deep(d):
        if d == 0:
            return leaf(rng.choice([1, 2, 3, 4]), rng.random() < 0.5)
        return node([deep(d - 1) if rng.random() < 0.7 else leaf(rng.choice([2, 3]), rng.random() < 0.5)
                     for _ in range(rng.randint(1, 2))] + [deep(d - 1)])
    shape = node([deep(rng.choice([2, 3])), leaf(rng.choice([2, 3]), rng.random() < 0.5)])
    if rng.random() < 0.5:
        stride = compact_strides(shape, rng, gaps=rng.random() < 0.3)
    else:
        stride = rand_strides(shape, rng)
    body = ["auto L = %s;" % layout_expr(shape, stride, rng), P("L"), P("rank(L)"), P("depth(L)"),
            P("size(L)"), P("cosize(L)"), P("flatten(L)"), P("coalesce(L)")]
    body += [P("rank<0>(L)"), P("depth<0>(L)"), P("size<0>(L)"), P("shape<0>(L)"), P("stride<0>(L)")]
    m0 = shape[1][0]
    if m0[0] == "node":
        body += [P("shape<0,0>(L)"), P("stride<0,0>(L)"), P("size<0,0>(L)"), P("rank<0,0>(L)"),
                 P("depth<0,0>(L)"), P("layout<0,0>(L)")]
    body.append(P("L(%d)" % rng.randrange(size_of(shape))))
    return body


def fam_coord_tensor(rng):
    """Identity / counting tensors through local_tile, local_partition, zipped_divide, slicing."""
    M, N = rng.choice([4, 6, 8, 12]), rng.choice([2, 3, 4, 8])
    shape = "make_shape(%s,%s)" % (render_int(M, rng.random() < 0.5, rng), render_int(N, rng.random() < 0.5, rng))
    t = rng.choice(["make_identity_tensor(%s)" % shape,
                    "make_tensor(counting_iterator<int>(%d), make_layout(%s%s))" % (
                        rng.choice([0, 7]), shape, rng.choice(["", ", LayoutRight{}"]))])
    body = ["auto T = %s;" % t]
    tm = rng.choice([x for x in (1, 2, 3, 4) if M % x == 0])
    tn = rng.choice([x for x in (1, 2) if N % x == 0])
    tile = "make_shape(%s,%s)" % (render_int(tm, True, rng), render_int(tn, True, rng))
    k = rng.random()
    if k < 0.3:
        body += ["auto R = zipped_divide(T, %s);" % tile.replace("make_shape", "make_tile"), P("R")]
        if rng.random() < 0.5:
            body += ["auto S = R(make_coord(_,_), %d);" % rng.randrange((M // tm) * (N // tn)), P("S"), "print_tensor(S);"]
        else:
            body += ["print_tensor(R);"]
        return body, "coord_zipped_divide"
    if k < 0.55:
        c = "make_coord(%d,%d)" % (rng.randrange(M // tm), rng.randrange(N // tn))
        body += ["auto R = local_tile(T, %s, %s);" % (tile, c), P("R"), "print_tensor(R);"]
        return body, "coord_local_tile"
    if k < 0.8:
        thr = "make_layout(%s%s)" % (tile, rng.choice(["", ", LayoutRight{}"]))
        body += ["auto R = local_partition(T, %s, %d);" % (thr, rng.randrange(tm * tn)), P("R"), "print_tensor(R);"]
        return body, "coord_local_partition"
    if rng.random() < 0.5:
        body += ["auto R = T(_, %d);" % rng.randrange(N)]
    else:
        body += ["auto R = T(%d, _);" % rng.randrange(M)]
    body += [P("R"), "print_tensor(R);", P("T(%d,%d)" % (rng.randrange(M), rng.randrange(N)))]
    return body, "coord_slice"


def fam_constructors(rng):
    """with_shape, make_layout_like, make_ordered_layout, tile_to_shape."""
    op = rng.choice(["with_shape", "make_layout_like", "make_ordered_layout", "tile_to_shape"])
    if op == "make_ordered_layout":
        r = rng.randint(2, 3)
        shape = node([leaf(npot_value(rng), rng.random() < 0.6) for _ in range(r)])
        order = list(range(r))
        rng.shuffle(order)
        body = [P("make_ordered_layout(%s, make_tuple(%s))" % (render(shape, rng), ",".join(
            render_int(o, True, rng) for o in order)))]
    elif op == "with_shape":
        M, N = rng.choice([4, 6, 8]), rng.choice([2, 4])
        body = ["auto L = make_layout(make_shape(%s,%s)%s);" % (render_int(M, True, rng), render_int(N, True, rng),
                                                                  rng.choice(["", ", LayoutRight{}"]))]
        n = M * N
        v = rng.choice([x for x in (2, 3, 4) if n % x == 0])
        body.append(P("L.with_shape(%s, %s)" % (render_int(v, True, rng), render_int(n // v, True, rng))))
    elif op == "make_layout_like":
        shape, stride = injective_layout(rng, total_cap=32)
        if rng.random() < 0.5:
            stride = rand_strides(shape, rng)
        body = ["auto L = %s;" % layout_expr(shape, stride, rng), P("make_layout_like(L)")]
    else:
        bm, bn = rng.choice([2, 3, 4]), rng.choice([1, 2, 4])
        body = ["auto B = make_layout(make_shape(%s,%s)%s);" % (render_int(bm, True, rng), render_int(bn, True, rng),
                                                                  rng.choice(["", ", LayoutRight{}"]))]
        tgt = "make_shape(%s,%s)" % (render_int(bm * rng.choice([1, 2, 3]), True, rng),
                                     render_int(bn * rng.choice([1, 2, 4]), True, rng))
        if rng.random() < 0.5:
            body.append(P("tile_to_shape(B, %s)" % tgt))
        else:
            body.append(P("tile_to_shape(B, %s, %s)" % (tgt, rng.choice(["LayoutRight{}", "make_step(_1{},_0{})",
                                                                           "Step<_2,_1>{}"]))))
    return body, op


def fam_cast(rng):
    op = rng.choice(["upcast", "downcast"])
    n = rng.choice([2, 4])
    M, N = rng.choice([4, 8]), rng.choice([2, 4, 8])
    shape = "make_shape(%s,%s)" % (render_int(M, True, rng), render_int(N, True, rng))
    if rng.random() < 0.5:
        lay = "make_layout(%s%s)" % (shape, rng.choice(["", ", LayoutRight{}"]))
    else:
        # explicit strides: static or dynamic, unit, below N, above N, zero or negative
        strides = [render_int(rng.choice([1, 2, 8, 16, 0, -1]), rng.random() < 0.5, rng) for _ in range(2)]
        lay = "make_layout(%s, make_stride(%s))" % (shape, ",".join(strides))
    body = ["auto L = %s;" % lay, P("%s<%d>(L)" % (op, n))]
    return body, op


def fam_complement_shape(rng):
    """complement against a shape cotarget with static, dynamic and mixed modes, including layouts
    that cover nothing (stride 0, size 1) and tiled/zipped divides by a _1 tiler."""
    rank = rng.randint(1, 4)
    modes = [leaf(rng.choice([1, 2, 4, 8]), rng.random() < 0.5) for _ in range(rank)]
    if rng.random() < 0.3 and rank > 1:
        modes = [node(modes[:2])] + modes[2:]
    tgt = node(modes) if len(modes) > 1 or rng.random() < 0.5 else modes[0]
    k = rng.random()
    if k < 0.35:
        lay = rng.choice(["make_layout(_1{})", "make_layout(_1{},_0{})", "make_layout(_1{},_1{})",
                          "make_layout(%s,_0{})" % render_int(rng.choice([2, 4]), rng.random() < 0.5, rng),
                          "make_layout(1,_1{})"])
        return ["auto L = %s;" % lay, P("complement(L, %s)" % render(tgt, rng))], "complement_shape"
    if k < 0.7:
        n = max(1, size_of(tgt))
        d = rng.choice([x for x in (1, 2, 4) if x <= n])
        v = rng.choice([x for x in (1, 2, 4) if x * d <= n] or [1])
        lay = "make_layout(%s,%s)" % (render_int(v, True, rng), render_int(d, True, rng))
        return ["auto L = %s;" % lay, P("complement(L, %s)" % render(tgt, rng))], "complement_shape"
    op = rng.choice(["tiled_divide", "zipped_divide", "logical_divide", "flat_divide"])
    a = node([node(modes)] if rng.random() < 0.5 else modes)
    return ["auto A = make_layout(%s);" % render(a, rng),
            P("%s(A, make_tile(make_layout(_1{})))" % op)], "complement_divide1"


def fam_swizzle_slice(rng):
    """Swizzled layouts and tensors sliced at static and runtime coordinates."""
    B, M = rng.choice([1, 2, 3]), rng.choice([0, 1, 2, 3])
    S = rng.choice([B, B + 1, 3]) if rng.random() < 0.85 else -rng.choice([B, B + 1])
    if abs(S) < B:
        S = B
    sw = "Swizzle<%d,%d,%d>{}" % (B, M, S)
    k = rng.random()
    if k < 0.5:
        shape = [rng.choice([4, 8, 16]), rng.choice([4, 8, 16, 32])]
        lay = "make_layout(make_shape(%s,%s)%s)" % (render_int(shape[0], True, rng), render_int(shape[1], True, rng),
                                                   rng.choice(["", ", LayoutRight{}"]))
    else:
        shape = [rng.choice([2, 4]), rng.choice([2, 4]), rng.choice([2, 4, 8])]
        lay = "make_layout(make_shape(%s))" % ",".join(render_int(x, True, rng) for x in shape)
    body = ["int c0 = %d, c1 = %d;" % (rng.randrange(shape[0]), rng.randrange(shape[1])),
            "auto L = composition(%s, %s);" % (sw, lay)]

    def coord():
        parts = []
        for i, n in enumerate(shape):
            r = rng.random()
            if r < 0.45:
                parts.append("_")
            elif r < 0.7:
                parts.append(render_int(rng.randrange(n), True, rng))
            elif i < 2:
                parts.append("c%d" % i)
            else:
                parts.append(str(rng.randrange(n)))
        if all(p != "_" for p in parts):
            parts[rng.randrange(len(parts))] = "_"
        return ",".join(parts)

    body.append(P("L(%s)" % coord()))
    body.append("auto T = make_tensor(counting_iterator<int>(%d), L);" % rng.choice([0, 0, 5]))
    body.append("auto R = T(%s);" % coord())
    body.append(P("R"))
    if rng.random() < 0.5:
        body.append("print_tensor(R);")
    return body


def fam_static_ints(rng):
    """Large and negative static integers in shapes, strides and arithmetic."""
    big = rng.choice(["_64{}", "_128{}", "_256{}", "Int<256>{}", "Int<512>{}"])
    neg = "Int<%d>{}" % -rng.choice([1, 2, 3, 4, 8])
    k = rng.random()
    if k < 0.4:
        body = [P("make_layout(make_shape(%s,_2{}), make_stride(%s, %s))" % (big, neg, render_int(rng.choice([1, 2]), rng.random() < 0.5, rng))),
                P("%s * %s" % (big, neg)), P("%s + _1{}" % neg), P("%s / _4{}" % big)]
    elif k < 0.7:
        body = ["auto L = make_layout(make_shape(_4{},%s), make_stride(%s,_4{}));" % (big, neg),
                P("L"), P("size(L)"), P("cosize(L)"), P("L(%d)" % rng.randrange(16)), P("coalesce(L)")]
    else:
        body = ["auto L = make_layout(make_shape(%s,_2{}));" % big, P("L"),
                P("zipped_divide(L, make_tile(_64{}))"), P("shape_div(%s, _8{})" % big)]
    return body


def fam_projection(rng):
    """local_tile / local_partition with a projection (Step with X / _1)."""
    M, N, K = rng.choice([4, 8]), rng.choice([4, 8]), rng.choice([2, 4])
    shape = "make_shape(%s,%s)" % (render_int(M, rng.random() < 0.5, rng), render_int(N, rng.random() < 0.5, rng))
    t = rng.choice(["make_identity_tensor(%s)" % shape,
                    "make_tensor(counting_iterator<int>(0), make_layout(%s))" % shape])
    tm, tn = rng.choice([2, 4]), rng.choice([2, 4])
    tiler = "make_shape(%s,%s,%s)" % (render_int(tm, True, rng), render_int(tn, True, rng), render_int(K, True, rng))
    body = ["auto T = %s;" % t]
    if rng.random() < 0.6:
        proj = rng.choice(["Step<_1,X,_1>{}", "Step<X,_1,_1>{}", "Step<_1,_1,X>{}"])
        # coordinate over all three tiler modes; the projection drops one
        c = "make_coord(%d,%d,%d)" % (rng.randrange(M // tm), rng.randrange(N // tn), 0)
        if proj == "Step<_1,X,_1>{}":
            body = ["auto T = %s;" % t.replace(shape, "make_shape(%s,%s)" % (render_int(M, True, rng), render_int(K * 2, True, rng)))]
            c = "make_coord(%d,%d,%d)" % (rng.randrange(M // tm), 0, rng.randrange(2))
        elif proj == "Step<X,_1,_1>{}":
            body = ["auto T = %s;" % t.replace(shape, "make_shape(%s,%s)" % (render_int(N, True, rng), render_int(K * 2, True, rng)))]
            c = "make_coord(%d,%d,%d)" % (0, rng.randrange(N // tn), rng.randrange(2))
        body += ["auto R = local_tile(T, %s, %s, %s);" % (tiler, c, proj), P("R"), "print_tensor(R);"]
        return body, "local_tile_proj"
    thr = "make_layout(make_shape(%s,%s))" % (render_int(tm, True, rng), render_int(tn, True, rng))
    proj = rng.choice(["Step<_1,X>{}", "Step<X,_1>{}", "Step<_1,_1>{}"])
    body += ["auto R = local_partition(T, %s, %d, %s);" % (thr, rng.randrange(tm * tn), proj), P("R"), "print_tensor(R);"]
    return body, "local_partition_proj"


EDGE_FAMILIES = [
    ("negative_stride", fam_negative_stride, 8),
    ("npot", fam_npot, 12),
    ("basis_composition", fam_basis_composition, 6),
    ("swizzle", fam_swizzle, 8),
    ("nested", fam_nested, 8),
    ("coord_tensor", fam_coord_tensor, 10),
    ("constructors", fam_constructors, 8),
    ("cast", fam_cast, 3),
]

def fam_relations(rng):
    """congruent / weakly_congruent / compatible of shapes and layouts, and recast_layout."""
    def shape():
        return rand_shape(rng, max_rank=3, max_depth=2, total_cap=32)
    k = rng.random()
    if k < 0.7:
        a = shape()
        if rng.random() < 0.5:
            b = a if rng.random() < 0.5 else shape()
            # same profile, other values and kinds
            b = map_leaves(b, [leaf(l[1] if rng.random() < 0.7 else rng.choice([2, 4]), rng.random() < 0.5) for l in leaves(b)])
        elif rng.random() < 0.5:
            # b refines some integers of a into tuples of the same size
            def refine(t):
                if t[0] == "leaf":
                    if t[1] >= 4 and rng.random() < 0.6:
                        return node([leaf(2, rng.random() < 0.5), leaf(t[1] // 2, rng.random() < 0.5)])
                    return leaf(t[1], rng.random() < 0.5)
                return node([refine(c) for c in t[1]])
            b = refine(a)
        else:
            b = shape()
        op = rng.choice(["congruent", "weakly_congruent", "compatible", "compatible"])
        ra, rb = render(a, rng), render(b, rng)
        if rng.random() < 0.2:
            ra = "make_layout(%s)" % ra
        return [P("%s(%s, %s)" % (op, ra, rb)), P("%s(%s, %s)" % (op, rb, ra))], op
    types = ["uint8_t", "uint16_t", "uint32_t", "uint64_t", "float", "double"]
    M, N = rng.choice([4, 8, 16]), rng.choice([2, 4, 8])
    shape_s = "make_shape(%s,%s)" % (render_int(M, True, rng), render_int(N, rng.random() < 0.7, rng))
    lay = "make_layout(%s%s)" % (shape_s, rng.choice(["", ", LayoutRight{}"]))
    return [P("recast_layout<%s, %s>(%s)" % (rng.choice(types), rng.choice(types), lay))], "recast_layout"


def fam_coordinates(rng):
    """Evaluation at 1-D, natural and hierarchical coordinates; crd2idx / idx2crd; get / make_tuple."""
    shape = rand_shape(rng, max_rank=3, max_depth=3, total_cap=64)
    if shape[0] == "leaf":
        shape = node([shape, leaf(rng.choice([2, 3]), rng.random() < 0.5)])
    stride = compact_strides(shape, rng, gaps=rng.random() < 0.3) if rng.random() < 0.6 else rand_strides(shape, rng)

    def hier(t):
        if t[0] == "leaf":
            v = rng.randrange(t[1])
            return render_int(v, rng.random() < 0.4, rng)
        if rng.random() < 0.3:  # an integer standing for a whole mode
            v = rng.randrange(size_of(t))
            return render_int(v, rng.random() < 0.4, rng)
        return "make_coord(%s)" % ",".join(hier(c) for c in t[1])

    rs = render(shape, rng)
    body = ["auto L = %s;" % layout_expr(shape, stride, rng), P("L(%d)" % rng.randrange(size_of(shape)))]
    c = "make_coord(%s)" % ",".join(hier(m) for m in shape[1])
    body += [P("L(%s)" % c), P("crd2idx(%s, %s)" % (c, rs)), P("idx2crd(%d, %s)" % (rng.randrange(size_of(shape)), rs))]
    body += [P("get<0>(%s)" % rs), P("make_tuple(%s, %s)" % (rs, render_int(rng.choice([0, 1, 7]), rng.random() < 0.5, rng)))]
    return body


# Families added after the edge set was stored (kept in their own list so that the stored
# seeds of the other lists draw the same cases): `--families wide`.
WIDE_FAMILIES = [
    ("complement_shape", fam_complement_shape, 8),
    ("swizzle_slice", fam_swizzle_slice, 8),
    ("static_ints", fam_static_ints, 4),
    ("projection", fam_projection, 6),
    ("relations", fam_relations, 6),
    ("coordinates", fam_coordinates, 6),
]


def fam_basis_cosize(rng):
    """cosize of layouts with scaled-basis strides (static, dynamic, negative, nested, _0 strides)."""
    rank = rng.randint(1, 3)
    shape = node([leaf(rng.choice([1, 2, 3, 4, 8]), rng.random() < 0.5) for _ in range(rank)])
    if rng.random() < 0.3:
        shape = node([node([shape[1][0], leaf(rng.choice([2, 3]), rng.random() < 0.5)])] + shape[1][1:])
    strides = []
    for l in leaves(shape):
        r = rng.random()
        if r < 0.1:
            strides.append("_0{}")
            continue
        path = rng.choice(["%d" % rng.randrange(3), "%d,%d" % (rng.randrange(2), rng.randrange(2))])
        e = "E<%s>{}" % path
        if rng.random() < 0.45:
            k = rng.choice([2, 3, -1, -2])
            e = "%s * %s" % (render_int(k, rng.random() < 0.6, rng) if k > 0 else "Int<%d>{}" % k, e)
        strides.append(e)
    it = iter(strides)
    def st(t):
        if t[0] == "leaf":
            return next(it)
        return "make_stride(%s)" % ",".join(st(c) for c in t[1])
    body = ["auto L = make_layout(%s, %s);" % (render(shape, rng), st(shape)), P("L"), P("cosize(L)")]
    if rank > 1 and rng.random() < 0.5:
        body.append(P("cosize<%d>(L)" % rng.randrange(rank)))
    if rng.random() < 0.3:
        body.append(P("cosize(make_identity_layout(%s))" % render(shape, rng)))
    return body


def degenerate_layout(rng):
    """A small layout with degenerate modes: size-1 modes with any stride, zero strides, strides
    shared by two modes, strides that are not multiples of the modes below them."""
    rank = rng.randint(1, 4)
    dims = []
    for _ in range(rank):
        n = rng.choice([1, 1, 2, 2, 3, 4, 4, 8])
        dims.append(leaf(n, rng.random() < 0.55))
    shape = node(dims)
    if rank >= 2 and rng.random() < 0.25:
        shape = node([node(dims[:2])] + dims[2:])
    ls = leaves(shape)
    vals = []
    running = 1
    for i, l in enumerate(ls):
        r = rng.random()
        if r < 0.15:
            v = 0
        elif r < 0.3 and vals:
            v = rng.choice(vals)[1]           # shares a stride with an earlier mode
        elif r < 0.45:
            v = rng.choice([1, 2, 3, 5, 6, 12])  # not a multiple of what lies below
        else:
            v = running
        running = max(running, v * l[1]) if v else running
        if v and rng.random() < 0.1:
            v = -v                            # a negative stride
        vals.append(leaf(v, rng.random() < 0.55))
    stride = map_leaves(shape, vals)
    if rng.random() < 0.3:
        order = list(range(len(ls)))
        rng.shuffle(order)
        stride = map_leaves(shape, [vals[i] for i in order])
    return shape, stride


def fam_degenerate_inverse(rng):
    """right_inverse / left_inverse of degenerate layouts (size-1 modes, zero or shared strides)."""
    op = rng.choice(["right_inverse", "left_inverse"])
    shape, stride = degenerate_layout(rng)
    body = ["auto L = %s;" % layout_expr(shape, stride, rng), P("L"), P("%s(L)" % op)]
    return body, "degenerate_" + op


def fam_swizzle_slice_oob(rng):
    """Swizzled layouts and tensors sliced at runtime coordinates beyond their shape."""
    B, M = rng.choice([1, 2, 3]), rng.choice([0, 1, 2, 3])
    S = rng.choice([B, B + 1, 3])
    shape = [rng.choice([4, 8]), rng.choice([4, 8, 16])]
    sw = "Swizzle<%d,%d,%d>{}" % (B, M, S)
    lay = "make_layout(make_shape(%s,%s)%s)" % (render_int(shape[0], True, rng), render_int(shape[1], True, rng),
                                               rng.choice(["", ", LayoutRight{}"]))
    c0 = rng.choice([shape[0], shape[0] + 1, 2 * shape[0] + 3, -1])
    c1 = rng.choice([shape[1], shape[1] + 3, 3 * shape[1], -2])
    body = ["int c0 = %d, c1 = %d;" % (c0, c1), "auto L = composition(%s, %s);" % (sw, lay)]
    body.append(P("L(%s)" % rng.choice(["c0,_", "_,c1"])))
    body.append(P("L(c0,c1)"))
    body.append("auto T = make_tensor(counting_iterator<int>(%d), L);" % rng.choice([0, 7]))
    body.append("auto R = T(%s);" % rng.choice(["c0,_", "_,c1"]))
    body.append(P("R"))
    return body


# Families of the fourth round (`--families degenerate`), again in a list of their own.
DEGENERATE_FAMILIES = [
    ("basis_cosize", fam_basis_cosize, 4),
    ("degenerate_inverse", fam_degenerate_inverse, 8),
    ("swizzle_slice_oob", fam_swizzle_slice_oob, 2),
]


def draw_case(rng, families):
    total = sum(w for _, _, w in families)
    r = rng.uniform(0, total)
    for name, fn, w in families:
        if r < w:
            out = fn(rng)
            if isinstance(out, tuple):
                return out[1], out[0]
            return name, out
        r -= w
    name, fn, _ = families[-1]
    out = fn(rng)
    return (out[1], out[0]) if isinstance(out, tuple) else (name, out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--shards", type=int, default=8)
    ap.add_argument("--out", required=True)
    ap.add_argument("--skip", default="", help="comma-separated case indices to leave out (CuTe rejects them)")
    ap.add_argument("--families", choices=["main", "edge", "wide", "degenerate", "all"], default="main",
                    help="main: the mainstream families; edge: the edge-case families; wide: the wide "
                         "families; degenerate: basis cosize, degenerate inverses, out-of-range "
                         "swizzle slices; all: main + edge + wide")
    args = ap.parse_args()
    families = {"main": FAMILIES, "edge": EDGE_FAMILIES, "wide": WIDE_FAMILIES,
                "degenerate": DEGENERATE_FAMILIES,
                # `all` keeps to the first three lists so that the seeds measured with it still draw
                # the same cases; run `degenerate` on its own.
                "all": FAMILIES + EDGE_FAMILIES + WIDE_FAMILIES}[args.families]
    skip = set(int(x) for x in args.skip.split(",") if x)
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    drawn = [draw_case(rng, families) for _ in range(args.count)]
    kept = [i for i in range(len(drawn)) if i not in skip]
    cases = {i: drawn[i] for i in kept}
    per = (len(kept) + args.shards - 1) // args.shards
    meta = []
    for k in range(args.shards):
        lines = ["// Generated by generate_cases.py --seed %d --count %d --shards %d%s; do not edit."
                 % (args.seed, args.count, args.shards,
                    "" if args.families == "main" else " --families " + args.families),
                 '#include "oracle_prelude.hpp"', "", "namespace {"]
        chunk = kept[k * per:(k + 1) * per]
        for i in chunk:
            fam, body = cases[i]
            start = len(lines) + 1
            lines.append("#ifndef SKIP_CASE_%d" % i)
            lines.append("void case_%d() {" % i)
            lines.append("  using namespace cute;")
            lines += ["  " + b for b in body]
            lines.append("}")
            lines.append("#endif")
            meta.append({"index": i, "family": fam, "shard": k, "first_line": start, "last_line": len(lines)})
        lines.append("} // namespace")
        lines.append("")
        lines.append("void oracle_shard_%d(int first) {" % k)
        for i in chunk:
            lines.append("#ifndef SKIP_CASE_%d" % i)
            lines.append('  if (%d >= first) { oracle_begin_case(%d, "%s"); case_%d(); }' % (i, i, cases[i][0], i))
            lines.append("#endif")
        lines.append("}")
        with open(os.path.join(args.out, "oracle_shard_%d.cpp" % k), "w") as f:
            f.write("\n".join(lines) + "\n")
    with open(os.path.join(args.out, "oracle_shards.inc"), "w") as f:
        f.write("// Generated by generate_cases.py; do not edit.\n#define ORACLE_SHARD_LIST %s\n"
                % " ".join("ORACLE_SHARD(%d)" % k for k in range(args.shards)))
    with open(os.path.join(args.out, "cases.json"), "w") as f:
        json.dump({"seed": args.seed, "count": args.count, "shards": args.shards, "cases": meta}, f, indent=0)


if __name__ == "__main__":
    main()
