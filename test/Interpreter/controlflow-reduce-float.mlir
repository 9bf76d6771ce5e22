// reduce and scan with arithmetic combiners (tile-ir-ops.md §3.1). The reference order
// (--reduce-order=sequential) is acc = f(x[k], acc) for k = 0..n-1 (n-1..0 for a reverse scan),
// element first, accumulator second; a non-commutative combiner (subtraction) and a sum whose
// rounding depends on the order pin both down. The partial-sums order of compiled code
// (tilec/Interpreter/ReductionOrder.h) is pinned down by the same kernels at the end; both
// executors follow either order (lit runs them compared). Needs addf, subf and maxf.

// RUN: tilec run %s --entry sums --reduce-order=sequential | FileCheck %s --check-prefix=SUMS
// Row sums, exact in f32.
// SUMS: result #0: tile<2xf32> = [10, 0.9375]
// Column sums.
// SUMS-NEXT: result #1: tile<4xf32> = [1.5, 2.25, 3.125, 4.0625]
// 2^24 + 1 rounds back to 2^24 (ties to even) three times in index order; summing the ones
// first would give 2^24 + 3 -> 16777220.
// SUMS-NEXT: result #2: tile<f32> = 16777216
// A value defined outside the body is visible inside: sum of (e + 0.5) over 4 elements.
// SUMS-NEXT: result #3: tile<f32> = 12

// f(e, a) = e - a over [1, 2, 3, 4]: 1 - 0 = 1, 2 - 1 = 1, 3 - 1 = 2, 4 - 2 = 2. With the
// arguments swapped it would be -10.
// RUN: tilec run %s --entry subtract --reduce-order=sequential | FileCheck %s --check-prefix=SUB
// SUB: result #0: tile<f32> = 2
// Scan forward: the prefix values 1, 1, 2, 2. Reverse: 4 - 0 = 4, 3 - 4 = -1,
// 2 - (-1) = 3, 1 - 3 = -2.
// SUB-NEXT: result #1: tile<4xf32> = [1, 1, 2, 2]
// SUB-NEXT: result #2: tile<4xf32> = [-2, 3, -1, 4]

// Max with identity -inf (raw bits 0xFF800000), as in the softmax example; cumulative sums
// forward and backward along dim 1.
// RUN: tilec run %s --entry max_and_cumsum | FileCheck %s --check-prefix=MAX
// MAX: result #0: tile<2xf32> = [3, -0.5]
// MAX-NEXT: result #1: tile<2x4xf32> = {{\[}}[1, 3, 6, 10],
// MAX-NEXT: [1, 1, 1, 1]]
// MAX-NEXT: result #2: tile<2x4xf32> = {{\[}}[10, 9, 7, 4],
// MAX-NEXT: [1, 0, 0, 0]]

// The partial-sums order. A 4-element f32 line has 4 partial accumulators (256 bytes of them
// would be 64): p = x, then p0 = f(p2, p0), p1 = f(p3, p1), then p0 = f(p1, p0), then
// r = f(p0, identity). [2^24, 1, 1, 1]: p0 = 1 + 2^24 = 2^24 (ties to even), p1 = 1 + 1 = 2,
// p0 = 2 + 2^24 = 16777218.
// RUN: tilec run %s --entry sums --reduce-order=partial-sums | FileCheck %s --check-prefix=PSUMS
// Compiled runs (and the interpreter compared with them) fold in partial sums by default.
// RUN: tilec run --compare-interpreter %s --entry sums | FileCheck %s --check-prefix=PSUMS
// RUN: not tilec run --compare-interpreter %s --entry sums --reduce-order=tree 2>&1 | FileCheck %s --check-prefix=BADORDER
// BADORDER: --reduce-order expects partial-sums or sequential, got 'tree'
// PSUMS: result #0: tile<2xf32> = [10, 0.9375]
// PSUMS-NEXT: result #1: tile<4xf32> = [1.5, 2.25, 3.125, 4.0625]
// PSUMS-NEXT: result #2: tile<f32> = 16777218
// Combiners other than one addf or mulf of the two arguments (the shifted sum, a subtraction)
// and scans keep the sequential order.
// PSUMS-NEXT: result #3: tile<f32> = 12
// RUN: tilec run %s --entry subtract --reduce-order=partial-sums | FileCheck %s --check-prefix=SUB
// A product in partial products: [1.5, 3, 0.5, 1e-45 (the smallest subnormal, 2^-149)]:
// p0 = 0.5 * 1.5 = 0.75, p1 = 2^-149 * 3 = 3 * 2^-149, p0 = 3 * 2^-149 * 0.75 = 2.25 * 2^-149,
// which rounds to 2 * 2^-149 (printed 3e-45); in order, 1.5 * 3 * 0.5 = 2.25, times 2^-149 rounds
// to 2 * 2^-149 too, so the orders agree here, and a sum of opposite large values does not:
// [1e30, 1, -1e30, 1]: p0 = -1e30 + 1e30 = 0, p1 = 1 + 1 = 2, p0 = 2 + 0 = 2; in order
// 1e30 + 1 = 1e30, - 1e30 = 0, + 1 = 1.
// RUN: tilec run %s --entry products --reduce-order=partial-sums | FileCheck %s --check-prefix=PPROD
// RUN: tilec run %s --entry products --reduce-order=sequential | FileCheck %s --check-prefix=SPROD
// PPROD: result #0: tile<f32> = 3e-45
// PPROD-NEXT: result #1: tile<f32> = 2
// SPROD: result #0: tile<f32> = 3e-45
// SPROD-NEXT: result #1: tile<f32> = 1
// The interpreter alone keeps the reference order by default.
// RUN: tilec run --interpret %s --entry sums | FileCheck %s --check-prefix=SUMS

cuda_tile.module @m {
  testing$func @sums() -> (tile<2xf32>, tile<4xf32>, tile<f32>, tile<f32>) {
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [0.5, 0.25, 0.125, 0.0625]]> : tile<2x4xf32>
    %rows = reduce %x dim=1 identities=[0.0 : f32] : tile<2x4xf32> -> tile<2xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %cols = reduce %x dim=0 identities=[0.0 : f32] : tile<2x4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %big = constant <f32: [16777216.0, 1.0, 1.0, 1.0]> : tile<4xf32>
    %ordered = reduce %big dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %half = constant <f32: 0.5> : tile<f32>
    %y = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %outer = reduce %y dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %shifted = addf %e, %half : tile<f32>
        %s = addf %shifted, %a : tile<f32>
        yield %s : tile<f32>
      }
    return %rows, %cols, %ordered, %outer : tile<2xf32>, tile<4xf32>, tile<f32>, tile<f32>
  }

  testing$func @subtract() -> (tile<f32>, tile<4xf32>, tile<4xf32>) {
    %x = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %d = subf %e, %a : tile<f32>
        yield %d : tile<f32>
      }
    %fwd = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %d = subf %e, %a : tile<f32>
        yield %d : tile<f32>
      }
    %rev = scan %x dim=0 reverse=true identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %d = subf %e, %a : tile<f32>
        yield %d : tile<f32>
      }
    return %r, %fwd, %rev : tile<f32>, tile<4xf32>, tile<4xf32>
  }

  testing$func @max_and_cumsum() -> (tile<2xf32>, tile<2x4xf32>, tile<2x4xf32>) {
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [1.0, 0.0, 0.0, 0.0]]> : tile<2x4xf32>
    %m = constant <f32: [[1.0, 3.0, -2.0, 0.0], [-1.0, -0.5, -4.0, -0.75]]> : tile<2x4xf32>
    %max = reduce %m dim=1 identities=[0xFF800000 : f32] : tile<2x4xf32> -> tile<2xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %fwd = scan %x dim=1 reverse=false identities=[0.0 : f32] : tile<2x4xf32> -> tile<2x4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %rev = scan %x dim=1 reverse=true identities=[0.0 : f32] : tile<2x4xf32> -> tile<2x4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    return %max, %fwd, %rev : tile<2xf32>, tile<2x4xf32>, tile<2x4xf32>
  }

  testing$func @products() -> (tile<f32>, tile<f32>) {
    %x = constant <f32: [1.5, 3.0, 0.5, 1.0e-45]> : tile<4xf32>
    %p = reduce %x dim=0 identities=[1.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %m = mulf %e, %a : tile<f32>
        yield %m : tile<f32>
      }
    %y = constant <f32: [1.0e30, 1.0, -1.0e30, 1.0]> : tile<4xf32>
    %s = reduce %y dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %t = addf %a, %e : tile<f32>
        yield %t : tile<f32>
      }
    return %p, %s : tile<f32>, tile<f32>
  }
}
