#!/usr/bin/env python3
"""Random well-typed Tile IR kernels for differential testing of the CPU compiler.

Each seed gives one cuda_tile module of testing$funcs: chains of elementwise integer, float and
conversion ops over every base element type, comparisons and selects, shape ops (broadcasts of
vectors as rows, columns or the middle of 3-D tiles among them), reductions,
counted loops carrying tiles, an entry that loads partition-view tiles with edge padding and
stores them clipped, and a GEMM entry whose K loop accumulates mmaf or mmai products. The same seed always gives the same module. run_differential.py runs every
function compiled and in the reference interpreter (tilec run --compare-interpreter); a second
bf16 GEMM entry, whose tiles fit AMX, runs with hardware accumulation (--mmaf-accumulation=hardware)
and is compared with the interpreter within that mode's bound.

Undefined behaviour is kept out by construction (divisors forced nonzero and positive, shift
amounts masked below the width), since the interpreter's checked mode reports it and the
compiled code need not.
"""
import argparse
import random

INTS = ["i8", "i16", "i32", "i64"]
FLOATS = ["f16", "bf16", "f32", "f64"]
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64}
SHAPES = [(), (4,), (8,), (16,), (64,), (2, 8), (4, 4), (8, 16), (2, 2, 4), (32, 32)]
ROUNDINGS = ["", " rounding<zero>", " rounding<negative_inf>", " rounding<positive_inf>"]


def tile(shape, elem):
    return "tile<" + "".join(f"{d}x" for d in shape) + elem + ">"


class Function:
    def __init__(self, rng, name):
        self.rng = rng
        self.name = name
        self.lines = []
        self.params = []  # (name, shape, elem)
        self.values = []  # (name, shape, elem)
        self.counter = 0

    def fresh(self):
        self.counter += 1
        return f"%v{self.counter}"

    def emit(self, text):
        self.lines.append("    " + text)

    def add(self, name, shape, elem):
        self.values.append((name, shape, elem))
        return name, shape, elem

    def constant(self, shape, elem, value):
        name = self.fresh()
        self.emit(f"{name} = constant <{elem}: {value}> : {tile(shape, elem)}")
        return self.add(name, shape, elem)

    def param(self, shape, elem):
        name = f"%p{len(self.params)}"
        self.params.append((name, shape, elem))
        return self.add(name, shape, elem)

    def pick(self, pred):
        candidates = [v for v in self.values if pred(v)]
        return self.rng.choice(candidates) if candidates else None

    def operand(self, shape, elem):
        """A value of this shape and element type, made when none exists."""
        found = self.pick(lambda v: v[1] == shape and v[2] == elem)
        if found and self.rng.random() < 0.8:
            return found
        if shape == ():
            value = self.rng.randint(-5, 9) if elem in INTS else round(self.rng.uniform(-4, 4), 3)
            return self.constant(shape, elem, value)
        return self.param(shape, elem)


def integer_op(f, shape, elem):
    a = f.operand(shape, elem)
    b = f.operand(shape, elem)
    t = tile(shape, elem)
    r = f.fresh()
    kind = f.rng.choice(["plain", "minmax", "div", "shift", "cmp"])
    if kind == "plain":
        op = f.rng.choice(["addi", "subi", "muli", "andi", "ori", "xori"])
        f.emit(f"{r} = {op} {a[0]}, {b[0]} : {t}")
    elif kind == "minmax":
        op = f.rng.choice(["maxi", "mini"])
        f.emit(f"{r} = {op} {a[0]}, {b[0]} {f.rng.choice(['signed', 'unsigned'])} : {t}")
    elif kind == "div":
        # A divisor in 1..7: no division by zero, no MIN / -1.
        seven, one = f.constant(shape, elem, 7), f.constant(shape, elem, 1)
        masked, divisor = f.fresh(), f.fresh()
        f.emit(f"{masked} = andi {b[0]}, {seven[0]} : {t}")
        f.emit(f"{divisor} = ori {masked}, {one[0]} : {t}")
        op = f.rng.choice(["divi", "remi"])
        sign = f.rng.choice(["signed", "unsigned"])
        rounding = ""
        if op == "divi" and sign == "signed":
            rounding = f.rng.choice(["", " rounding<negative_inf>", " rounding<positive_inf>"])
        f.emit(f"{r} = {op} {a[0]}, {divisor} {sign}{rounding} : {t}")
    elif kind == "shift":
        mask = f.constant(shape, elem, WIDTH[elem] - 1)
        amount = f.fresh()
        f.emit(f"{amount} = andi {b[0]}, {mask[0]} : {t}")
        if f.rng.random() < 0.5:
            f.emit(f"{r} = shli {a[0]}, {amount} : {t}")
        else:
            f.emit(f"{r} = shri {a[0]}, {amount} {f.rng.choice(['signed', 'unsigned'])} : {t}")
    else:
        predicate = f.rng.choice(["equal", "not_equal", "less_than", "less_than_or_equal",
                                  "greater_than", "greater_than_or_equal"])
        c = f.fresh()
        f.emit(f"{c} = cmpi {predicate} {a[0]}, {b[0]}, {f.rng.choice(['signed', 'unsigned'])} "
               f": {t} -> {tile(shape, 'i1')}")
        f.emit(f"{r} = select {c}, {a[0]}, {b[0]} : {tile(shape, 'i1')}, {t}")
    return f.add(r, shape, elem)


def float_op(f, shape, elem):
    a = f.operand(shape, elem)
    b = f.operand(shape, elem)
    t = tile(shape, elem)
    r = f.fresh()
    kind = f.rng.choice(["arith", "arith", "unary", "minmax", "cmp", "fma"])
    if kind == "arith":
        op = f.rng.choice(["addf", "subf", "mulf", "divf"])
        modifiers = f.rng.choice(ROUNDINGS)
        if elem == "f32" and f.rng.random() < 0.3:
            modifiers += " flush_to_zero"
        f.emit(f"{r} = {op} {a[0]}, {b[0]}{modifiers} : {t}")
    elif kind == "fma":
        c = f.operand(shape, elem)
        f.emit(f"{r} = fma {a[0]}, {b[0]}, {c[0]}{f.rng.choice(ROUNDINGS)} : {t}")
    elif kind == "unary":
        op = f.rng.choice(["negf", "absf", "exp", "sqrt", "tanh", "floor", "ceil", "log", "sin"])
        # approx (f32 only): exp's is tilec's own approximation, the same in both executors.
        modifier = ""
        if op in ("exp", "tanh") and elem == "f32" and f.rng.random() < 0.5:
            modifier = " rounding<approx>"
        f.emit(f"{r} = {op} {a[0]}{modifier} : {t}")
    elif kind == "minmax":
        op = f.rng.choice(["maxf", "minf"])
        flag = f.rng.choice(["", " propagate_nan"])
        f.emit(f"{r} = {op} {a[0]}, {b[0]}{flag} : {t}")
    else:
        predicate = f.rng.choice(["equal", "not_equal", "less_than", "greater_than_or_equal"])
        c = f.fresh()
        f.emit(f"{c} = cmpf {predicate} {f.rng.choice(['ordered', 'unordered'])} {a[0]}, {b[0]} "
               f": {t} -> {tile(shape, 'i1')}")
        f.emit(f"{r} = select {c}, {a[0]}, {b[0]} : {tile(shape, 'i1')}, {t}")
    return f.add(r, shape, elem)


def conversion_op(f, shape):
    r = f.fresh()
    kind = f.rng.choice(["exti", "trunci", "itof", "ftoi", "ftof"])
    if kind in ("exti", "trunci"):
        src, dst = sorted(f.rng.sample(INTS, 2), key=lambda e: WIDTH[e])
        if kind == "trunci":
            src, dst = dst, src
        a = f.operand(shape, src)
        sign = f" {f.rng.choice(['signed', 'unsigned'])}" if kind == "exti" else ""
        f.emit(f"{r} = {kind} {a[0]}{sign} : {tile(shape, src)} -> {tile(shape, dst)}")
    elif kind == "itof":
        src, dst = f.rng.choice(INTS), f.rng.choice(FLOATS)
        a = f.operand(shape, src)
        f.emit(f"{r} = itof {a[0]} {f.rng.choice(['signed', 'unsigned'])} : {tile(shape, src)} -> {tile(shape, dst)}")
    elif kind == "ftoi":
        src, dst = f.rng.choice(FLOATS), f.rng.choice(INTS)
        a = f.operand(shape, src)
        f.emit(f"{r} = ftoi {a[0]} {f.rng.choice(['signed', 'unsigned'])} : {tile(shape, src)} -> {tile(shape, dst)}")
    else:
        src, dst = f.rng.sample(FLOATS, 2)
        a = f.operand(shape, src)
        f.emit(f"{r} = ftof {a[0]} : {tile(shape, src)} -> {tile(shape, dst)}")
    return f.add(r, shape, dst)


def shape_op(f):
    v = f.pick(lambda v: len(v[1]) >= 1)
    if v is None:
        return None
    name, shape, elem = v
    r = f.fresh()
    count = 1
    for d in shape:
        count *= d
    kind = f.rng.choice(["reshape", "permute", "reduce", "extract", "cat", "broadcast"])
    # A vector repeated along new dimensions: as the rows of a tile (n -> n x 1 -> n x m), as
    # its every row (n -> 1 x n -> m x n), or in the middle of a 3-D tile.
    targets = [(t, position) for t in SHAPES if len(shape) == 1 and len(t) >= 2
               for position in range(len(t)) if t[position] == shape[0]]
    if kind == "permute" and len(shape) >= 2:
        perm = list(range(len(shape)))
        f.rng.shuffle(perm)
        out = tuple(shape[p] for p in perm)
        f.emit(f"{r} = permute {name} [{', '.join(map(str, perm))}] : {tile(shape, elem)} -> {tile(out, elem)}")
    elif kind == "reduce":
        dim = f.rng.randrange(len(shape))
        out = shape[:dim] + shape[dim + 1:]
        # addf and mulf fold in partial sums (the compiler's default order), maxf and the
        # integer ops in any order, with the same result.
        roll = f.rng.random()
        op = ("addf" if elem in FLOATS else "addi") if roll < 0.4 else \
             ("mulf" if elem in FLOATS else "addi") if roll < 0.55 else \
             ("maxf" if elem in FLOATS else "maxi")
        identity = ("0.0" if elem in FLOATS else "0") if op.startswith("add") else \
                   "1.0" if op == "mulf" else \
                   ("-1.0e+30" if elem in ("f32", "f64") else "-1000.0" if elem in FLOATS else "-100")
        sign = " signed" if op == "maxi" else ""
        e, acc, t = f.fresh(), f.fresh(), f.fresh()
        f.emit(f"{r} = reduce {name} dim={dim} identities=[{identity} : {elem}] : {tile(shape, elem)} -> {tile(out, elem)}")
        f.emit(f"  ({e}: tile<{elem}>, {acc}: tile<{elem}>) {{")
        first, second = (e, acc) if f.rng.random() < 0.5 else (acc, e)
        f.emit(f"    {t} = {op} {first}, {second}{sign} : tile<{elem}>")
        f.emit(f"    yield {t} : tile<{elem}>")
        f.emit("  }")
        shape = None
        return f.add(r, out, elem)
    elif kind == "extract" and all(d >= 2 for d in shape):
        out = tuple(d // 2 for d in shape)
        indices = []
        for _ in shape:
            indices.append(f.constant((), "i32", f.rng.randint(0, 1))[0])
        f.emit(f"{r} = extract {name}[{', '.join(indices)}] : {tile(shape, elem)} -> {tile(out, elem)}")
    elif kind == "broadcast" and targets:
        out, position = f.rng.choice(targets)
        source = tuple(d if i == position else 1 for i, d in enumerate(out))
        reshaped = f.fresh()
        f.emit(f"{reshaped} = reshape {name} : {tile(shape, elem)} -> {tile(source, elem)}")
        f.emit(f"{r} = broadcast {reshaped} : {tile(source, elem)} -> {tile(out, elem)}")
    elif kind == "cat":
        other = f.operand(shape, elem)
        dim = f.rng.randrange(len(shape))
        out = tuple(d * 2 if i == dim else d for i, d in enumerate(shape))
        f.emit(f"{r} = cat {name}, {other[0]} dim = {dim} : {tile(shape, elem)}, {tile(shape, elem)} -> {tile(out, elem)}")
    else:
        choices = [s for s in SHAPES if s and s != shape and _count(s) == count] + [(count,)]
        out = f.rng.choice(choices)
        f.emit(f"{r} = reshape {name} : {tile(shape, elem)} -> {tile(out, elem)}")
    return f.add(r, out, elem)


def _count(shape):
    n = 1
    for d in shape:
        n *= d
    return n


def loop_op(f):
    v = f.pick(lambda v: v[2] in FLOATS + INTS)
    if v is None:
        return None
    name, shape, elem = v
    step = f.operand(shape, elem)
    c0, trips, c1 = f.constant((), "i32", 0), f.constant((), "i32", f.rng.randint(0, 5)), f.constant((), "i32", 1)
    r, acc, nxt, i = f.fresh(), f.fresh(), f.fresh(), f.fresh()
    op = "addf" if elem in FLOATS else "addi"
    t = tile(shape, elem)
    if f.rng.random() < 0.5:
        f.emit(f"{r} = for {i} in ({c0[0]} to {trips[0]}, step {c1[0]}) : tile<i32> iter_values({acc} = {name}) -> ({t}) {{")
        f.emit(f"  {nxt} = {op} {acc}, {step[0]} : {t}")
        f.emit(f"  continue {nxt} : {t}")
        f.emit("}")
        return f.add(r, shape, elem)
    # Two carried values, the second updated with the first's value from before the first's
    # update (which must not have overwritten it); the first's update in one op or in two (the
    # first of which may write the carried buffer when nothing reads the old value after it).
    other = f.operand(shape, elem)
    r2, acc2, nxt2, mid = f.fresh(), f.fresh(), f.fresh(), f.fresh()
    scale = "mulf" if elem in FLOATS else "muli"
    f.emit(f"{r}, {r2} = for {i} in ({c0[0]} to {trips[0]}, step {c1[0]}) : tile<i32> "
           f"iter_values({acc} = {name}, {acc2} = {other[0]}) -> ({t}, {t}) {{")
    if f.rng.random() < 0.5:
        f.emit(f"  {nxt} = {op} {acc}, {step[0]} : {t}")
    else:
        f.emit(f"  {mid} = {scale} {acc}, {step[0]} : {t}")
        f.emit(f"  {nxt} = {op} {mid}, {step[0]} : {t}")
    if f.rng.random() < 0.5:
        f.emit(f"  {nxt2} = {op} {acc2}, {acc} : {t}")
    else:
        f.emit(f"  {nxt2} = {op} {acc2}, {step[0]} : {t}")
    f.emit(f"  continue {nxt}, {nxt2} : {t}, {t}")
    f.emit("}")
    f.add(r2, shape, elem)
    return f.add(r, shape, elem)


def make_function(rng, index):
    f = Function(rng, f"f{index}")
    shape = rng.choice(SHAPES)
    for _ in range(rng.randint(3, 9)):
        choice = rng.random()
        if choice < 0.3:
            integer_op(f, shape, rng.choice(INTS))
        elif choice < 0.6:
            float_op(f, shape, rng.choice(FLOATS))
        elif choice < 0.75:
            conversion_op(f, shape)
        elif choice < 0.9:
            shape_op(f)
        else:
            loop_op(f)
    results = [v for v in f.values if v[0].startswith("%v")][-3:] or f.values[-1:]
    if not results:
        results = [f.constant(shape, "i32", 1)]
    params = ", ".join(f"{n}: {tile(s, e)}" for n, s, e in f.params)
    types = ", ".join(tile(s, e) for _, s, e in results)
    body = "\n".join(f.lines)
    text = (f"  testing$func @{f.name}({params}) -> ({types}) {{\n{body}\n"
            f"    return {', '.join(n for n, _, _ in results)} : {types}\n  }}\n")
    args = [f"rand:{e}:{'x'.join(map(str, s))}:{rng.randrange(1000)}" for _, s, e in f.params]
    return text, args


VIEW_ENTRY = """  entry @copy_view(%src: tile<ptr<{e}>>, %dst: tile<ptr<{e}>>, %m: tile<i32>, %n: tile<i32>) {{
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ts = make_tensor_view %src, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?x{e}, strides=[?,1]>
    %td = make_tensor_view %dst, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?x{e}, strides=[?,1]>
    %ps = make_partition_view %ts : partition_view<tile=({tm}x{tn}), padding_value = zero, tensor_view<?x?x{e}, strides=[?,1]>>
    %pd = make_partition_view %td : partition_view<tile=({tm}x{tn}), tensor_view<?x?x{e}, strides=[?,1]>>
    %t, %tok = load_view_tko weak %ps[%bx, %by] : partition_view<tile=({tm}x{tn}), padding_value = zero, tensor_view<?x?x{e}, strides=[?,1]>>, tile<i32> -> tile<{tm}x{tn}x{e}>, token
    %u = {op} %t, %t : tile<{tm}x{tn}x{e}>
    %tok2 = store_view_tko weak %u, %pd[%bx, %by] : tile<{tm}x{tn}x{e}>, partition_view<tile=({tm}x{tn}), tensor_view<?x?x{e}, strides=[?,1]>>, tile<i32> -> token
    return
  }}
"""


GEMM_ENTRY = """  entry @gemm_k_loop(%A: tile<ptr<{e}>>, %B: tile<ptr<{e}>>, %C: tile<ptr<{acc}>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {{
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %A, shape = [%m, %k], strides = [%k, 1] : tile<i32> -> tensor_view<?x?x{e}, strides=[?,1]>
    %tb = make_tensor_view %B, shape = [%k, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?x{e}, strides=[?,1]>
    %tc = make_tensor_view %C, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?x{acc}, strides=[?,1]>
    %pa = make_partition_view %ta : {pa}
    %pb = make_partition_view %tb : {pb}
    %pc = make_partition_view %tc : {pc}
    %nm, %nk = get_index_space_shape %pa : {pa} -> tile<i32>
    %first = constant <i32: {first}> : tile<i32>
    %step = constant <i32: {step}> : tile<i32>
{init}
    %sum = for %i in (%first to %nk, step %step) : tile<i32> iter_values(%s = %init) -> (tile<{tm}x{tn}x{acc}>) {{
      %at, %t1 = load_view_tko weak %pa[%bm, %i] : {pa}, tile<i32> -> tile<{tm}x{tk}x{e}>, token
      %bt, %t2 = load_view_tko weak %pb[%i, %bn] : {pb}, tile<i32> -> tile<{tk}x{tn}x{e}>, token
      %next = {product} : tile<{tm}x{tk}x{e}>, tile<{tk}x{tn}x{e}>, tile<{tm}x{tn}x{acc}>
      continue %next : tile<{tm}x{tn}x{acc}>
    }}
    %t3 = store_view_tko weak %sum, %pc[%bm, %bn]{after} : tile<{tm}x{tn}x{acc}>, {pc}, tile<i32> -> token
    return
  }}
"""

# mmaf inputs with an f32 accumulator, and mmai's i8: the K loops the CPU compiler runs as
# product chains (lib/Conversion/CudaTileToCPU/ProductChains.cpp).
GEMM_INPUTS = ["f32", "tf32", "f16", "bf16", "f8E4M3FN", "f8E5M2", "i8"]


def gemm_entry(rng, seed):
    """A K loop of mmaf or mmai over random tiles, edges, loop start and step, and initial value
    (zero, or C's tile), with its run."""
    elem = rng.choice(GEMM_INPUTS)
    acc = "i32" if elem == "i8" else "f32"
    tm, tn, tk = rng.choice([4, 8, 16, 32]), rng.choice([4, 8, 16, 32, 64]), rng.choice([2, 4, 8, 16, 32])
    m, n, k = rng.randint(1, 3 * tm), rng.randint(1, 3 * tn), rng.randint(1, 12 * tk)
    first, step = rng.choice([(0, 1), (0, 1), (0, 1), (1, 1), (0, 2), (1, 3)])
    view = lambda t: f"tensor_view<?x?x{t}, strides=[?,1]>"
    pa = f"partition_view<tile=({tm}x{tk}), padding_value = zero, {view(elem)}>"
    pb = f"partition_view<tile=({tk}x{tn}), padding_value = zero, {view(elem)}>"
    pc = f"partition_view<tile=({tm}x{tn}), {view(acc)}>"
    if rng.random() < 0.5:
        zero = "0" if acc == "i32" else "0.0"
        init = f"    %init = constant <{acc}: {zero}> : tile<{tm}x{tn}x{acc}>"
        after = ""
    else:
        init = (f"    %init, %t0 = load_view_tko weak %pc[%bm, %bn] : {pc}, tile<i32> -> "
                f"tile<{tm}x{tn}x{acc}>, token")
        after = " token = %t0"
    if elem == "i8":
        product = f"mmai %at, %bt, %s {rng.choice(['signed', 'unsigned'])} {rng.choice(['signed', 'unsigned'])}"
    else:
        product = "mmaf %at, %bt, %s"
    text = GEMM_ENTRY.format(e=elem, acc=acc, tm=tm, tn=tn, tk=tk, pa=pa, pb=pb, pc=pc,
                             first=first, step=step, init=init, after=after, product=product)
    grid = f"{-(-m // tm)},{-(-n // tn)}"
    args = [f"rand:{elem}:{m}x{k}:{seed}", f"rand:{elem}:{k}x{n}:{seed + 1}",
            f"rand:{acc}:{m}x{n}:{seed + 2}", str(m), str(n), str(k)]
    if elem == "i8" and rng.random() < 0.5:
        # rand's integers stay within [-16, 15]; iota wraps through every byte value, the
        # extremes of mmai's signed and unsigned readings.
        operand = rng.choice([0, 1])
        args[operand] = f"iota:i8:{m}x{k}" if operand == 0 else f"iota:i8:{k}x{n}"
    return text, ("gemm_k_loop", ["--grid", grid], args)


# Leaves C as generated, so that the runner can read a GEMM's initial values (--out).
VALUES_ENTRY = """  entry @gemm_values(%C: tile<ptr<f32>>) {
    return
  }
"""


def hardware_gemm_entry(rng, seed):
    """A bf16 K loop whose tiles fit AMX (tilec_rt AMX-BF16 chains, with hardware accumulation),
    with random edges, loop start and step, and initial value, and its run: the runner compares
    it with the interpreter within the bound of hardware accumulation."""
    tm, tn, tk = rng.choice([32, 64]), rng.choice([32, 64]), rng.choice([32, 64])
    m, n, k = rng.randint(1, 2 * tm), rng.randint(1, 2 * tn), rng.randint(1, 6 * tk)
    first, step = rng.choice([(0, 1), (0, 1), (1, 1), (0, 2)])
    view = lambda t: f"tensor_view<?x?x{t}, strides=[?,1]>"
    pa = f"partition_view<tile=({tm}x{tk}), padding_value = zero, {view('bf16')}>"
    pb = f"partition_view<tile=({tk}x{tn}), padding_value = zero, {view('bf16')}>"
    pc = f"partition_view<tile=({tm}x{tn}), {view('f32')}>"
    if rng.random() < 0.5:
        init, after = f"    %init = constant <f32: 0.0> : tile<{tm}x{tn}xf32>", ""
    else:
        init = (f"    %init, %t0 = load_view_tko weak %pc[%bm, %bn] : {pc}, tile<i32> -> "
                f"tile<{tm}x{tn}xf32>, token")
        after = " token = %t0"
    text = GEMM_ENTRY.format(e="bf16", acc="f32", tm=tm, tn=tn, tk=tk, pa=pa, pb=pb, pc=pc,
                             first=first, step=step, init=init, after=after,
                             product="mmaf %at, %bt, %s").replace("@gemm_k_loop", "@gemm_hardware")
    grid = f"{-(-m // tm)},{-(-n // tn)}"
    args = [f"rand:bf16:{m}x{k}:{seed + 3}", f"rand:bf16:{k}x{n}:{seed + 4}",
            f"rand:f32:{m}x{n}:{seed + 5}", str(m), str(n), str(k)]
    return text + VALUES_ENTRY, ("gemm_hardware", ["--grid", grid, "--mmaf-accumulation=hardware"],
                                 args)


def generate(seed, functions):
    rng = random.Random(seed)
    parts, runs = [], []
    for index in range(functions):
        text, args = make_function(rng, index)
        parts.append(text)
        runs.append((f"f{index}", [], args))
    elem = rng.choice(["f32", "f16", "i32", "i8"])
    tm, tn = rng.choice([(8, 8), (16, 4), (4, 32)])
    m, n = rng.randint(1, 3 * tm), rng.randint(1, 3 * tn)
    op = "addf" if elem.startswith("f") else "addi"
    parts.append(VIEW_ENTRY.format(e=elem, tm=tm, tn=tn, op=op))
    grid = [f"{-(-m // tm)},{-(-n // tn)}"]
    runs.append(("copy_view", ["--grid"] + grid,
                 [f"rand:{elem}:{m}x{n}:{seed}", f"zeros:{elem}:{m}x{n}", str(m), str(n)]))
    text, run = gemm_entry(rng, seed)
    parts.append(text)
    runs.append(run)
    text, run = hardware_gemm_entry(rng, seed)
    parts.append(text)
    runs.append(run)
    module = f"// generated by generate_kernels.py, seed {seed}\ncuda_tile.module @random_{seed} {{\n" + \
             "\n".join(parts) + "}\n"
    return module, runs


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seed", type=int)
    parser.add_argument("--functions", type=int, default=8)
    args = parser.parse_args()
    module, _ = generate(args.seed, args.functions)
    print(module, end="")


if __name__ == "__main__":
    main()
