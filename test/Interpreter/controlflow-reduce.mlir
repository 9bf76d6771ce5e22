// reduce (tile-ir-ops.md §3.1): for every position outside `dim`, acc = identity, then
// acc = f(x[k], acc) for k = 0, 1, ..., n-1 along `dim`, the element bound to the first block
// argument of each pair and the accumulator to the second. The combiners here only pass
// arguments through, so the results show which element met which argument in which order.

// f(e, a) = e keeps the last element along `dim`. x[i, j, k] = 8i + 4j + k.
// RUN: tilec run %s --entry last_dim0 | FileCheck %s --check-prefix=LAST0
// RUN: tilec run %s --entry last_dim1 | FileCheck %s --check-prefix=LAST1
// RUN: tilec run %s --entry last_dim2 | FileCheck %s --check-prefix=LAST2
// x[1, j, k] = 8 + 4j + k
// LAST0: result #0: tile<2x4xi32> = {{\[}}[8, 9, 10, 11],
// LAST0-NEXT: [12, 13, 14, 15]]
// x[i, 1, k] = 8i + 4 + k
// LAST1: result #0: tile<2x4xi32> = {{\[}}[4, 5, 6, 7],
// LAST1-NEXT: [12, 13, 14, 15]]
// x[i, j, 3] = 8i + 4j + 3
// LAST2: result #0: tile<2x2xi32> = {{\[}}[3, 7],
// LAST2-NEXT: [11, 15]]

// f(e, a) = a never lets an element in: every result is the identity, encoded in the
// operand's type. -inf as f32 raw bits; i1 true; an f16 identity for a bf16 operand (which
// the verifier accepts) converted by value: 1.0, not the f16 bits 0x3C00 read as bf16
// (0.0078125); a tf32 and an f8E4M3FN identity; -1 as i8.
// RUN: tilec run %s --entry identities | FileCheck %s --check-prefix=IDENT
// IDENT: result #0: tile<2xf32> = [-inf, -inf]
// IDENT-NEXT: result #1: tile<2xi1> = [true, true]
// IDENT-NEXT: result #2: tile<2xbf16> = [1, 1]
// IDENT-NEXT: result #3: tile<2xtf32> = [1.5, 1.5]
// IDENT-NEXT: result #4: tile<2xf8E4M3FN> = [-448, -448]
// IDENT-NEXT: result #5: tile<2xi8> = [-1, -1]

// Two inputs with f((e0, a0), (e1, a1)) = (e0, a0): after step k, acc0 = x[k] and
// acc1 = the previous acc0, so acc1 ends at x[n-2] (the identity 100 of input 0 when n = 1).
// A reduction to rank 0 and a dimension of size 1.
// RUN: tilec run %s --entry order --reduce-order=sequential | FileCheck %s --check-prefix=ORDER
// ORDER: result #0: tile<i32> = 40
// ORDER-NEXT: result #1: tile<i32> = 30
// ORDER-NEXT: result #2: tile<4xf64> = [0.5, 1.5, 2.5, -0]
// ORDER-NEXT: result #3: tile<4xf64> = [100, 100, 100, 100]
// The partial-sums order (tilec/Interpreter/ReductionOrder.h) only changes float sums and
// products: these combiners fold in the sequential order under it too.
// RUN: tilec run %s --entry order --reduce-order=partial-sums | FileCheck %s --check-prefix=ORDER

// Mixed element types: f((e0, a0), (e1, a1)) = (a0, e1) keeps the f16 identity and the last
// i64 element per row.
// RUN: tilec run %s --entry mixed | FileCheck %s --check-prefix=MIXED
// MIXED: result #0: tile<2xf16> = [-2.5, -2.5]
// MIXED-NEXT: result #1: tile<2xi64> = [-1, 9223372036854775807]

cuda_tile.module @m {
  testing$func @last_dim0() -> tile<2x4xi32> {
    %x = constant <i32: [[[0, 1, 2, 3], [4, 5, 6, 7]], [[8, 9, 10, 11], [12, 13, 14, 15]]]> : tile<2x2x4xi32>
    %r = reduce %x dim=0 identities=[-1 : i32] : tile<2x2x4xi32> -> tile<2x4xi32>
      (%e: tile<i32>, %a: tile<i32>) {
        yield %e : tile<i32>
      }
    return %r : tile<2x4xi32>
  }

  testing$func @last_dim1() -> tile<2x4xi32> {
    %x = constant <i32: [[[0, 1, 2, 3], [4, 5, 6, 7]], [[8, 9, 10, 11], [12, 13, 14, 15]]]> : tile<2x2x4xi32>
    %r = reduce %x dim=1 identities=[-1 : i32] : tile<2x2x4xi32> -> tile<2x4xi32>
      (%e: tile<i32>, %a: tile<i32>) {
        yield %e : tile<i32>
      }
    return %r : tile<2x4xi32>
  }

  testing$func @last_dim2() -> tile<2x2xi32> {
    %x = constant <i32: [[[0, 1, 2, 3], [4, 5, 6, 7]], [[8, 9, 10, 11], [12, 13, 14, 15]]]> : tile<2x2x4xi32>
    %r = reduce %x dim=2 identities=[-1 : i32] : tile<2x2x4xi32> -> tile<2x2xi32>
      (%e: tile<i32>, %a: tile<i32>) {
        yield %e : tile<i32>
      }
    return %r : tile<2x2xi32>
  }

  testing$func @identities() -> (tile<2xf32>, tile<2xi1>, tile<2xbf16>, tile<2xtf32>,
                                 tile<2xf8E4M3FN>, tile<2xi8>) {
    %xf = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %xb = constant <i1: [[false, false], [false, false]]> : tile<2x2xi1>
    %xh = constant <bf16: [[1.5, 2.5], [3.5, 4.5]]> : tile<2x2xbf16>
    %xt = constant <tf32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xtf32>
    %x8 = constant <f8E4M3FN: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf8E4M3FN>
    %xi = constant <i8: [[1, 2], [3, 4]]> : tile<2x2xi8>
    %rf, %rb, %rh, %rt, %r8, %ri = reduce %xf, %xb, %xh, %xt, %x8, %xi dim=1
        identities=[0xFF800000 : f32, true, 1.0 : f16, 1.5 : tf32, -448.0 : f8E4M3FN, -1 : i8]
        : tile<2x2xf32>, tile<2x2xi1>, tile<2x2xbf16>, tile<2x2xtf32>, tile<2x2xf8E4M3FN>, tile<2x2xi8>
        -> tile<2xf32>, tile<2xi1>, tile<2xbf16>, tile<2xtf32>, tile<2xf8E4M3FN>, tile<2xi8>
      (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<i1>, %a1: tile<i1>, %e2: tile<bf16>, %a2: tile<bf16>,
       %e3: tile<tf32>, %a3: tile<tf32>, %e4: tile<f8E4M3FN>, %a4: tile<f8E4M3FN>, %e5: tile<i8>, %a5: tile<i8>) {
        yield %a0, %a1, %a2, %a3, %a4, %a5
            : tile<f32>, tile<i1>, tile<bf16>, tile<tf32>, tile<f8E4M3FN>, tile<i8>
      }
    return %rf, %rb, %rh, %rt, %r8, %ri
        : tile<2xf32>, tile<2xi1>, tile<2xbf16>, tile<2xtf32>, tile<2xf8E4M3FN>, tile<2xi8>
  }

  testing$func @order() -> (tile<i32>, tile<i32>, tile<4xf64>, tile<4xf64>) {
    %x = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %r0, %r1 = reduce %x, %x dim=0 identities=[100 : i32, 200 : i32]
        : tile<4xi32>, tile<4xi32> -> tile<i32>, tile<i32>
      (%e0: tile<i32>, %a0: tile<i32>, %e1: tile<i32>, %a1: tile<i32>) {
        yield %e0, %a0 : tile<i32>, tile<i32>
      }
    %y = constant <f64: [[0.5, 1.5, 2.5, -0.0]]> : tile<1x4xf64>
    %s0, %s1 = reduce %y, %y dim=0 identities=[100.0 : f64, 200.0 : f64]
        : tile<1x4xf64>, tile<1x4xf64> -> tile<4xf64>, tile<4xf64>
      (%e0: tile<f64>, %a0: tile<f64>, %e1: tile<f64>, %a1: tile<f64>) {
        yield %e0, %a0 : tile<f64>, tile<f64>
      }
    return %r0, %r1, %s0, %s1 : tile<i32>, tile<i32>, tile<4xf64>, tile<4xf64>
  }

  testing$func @mixed() -> (tile<2xf16>, tile<2xi64>) {
    %h = constant <f16: [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tile<2x4xf16>
    %w = constant <i64: [[1, 2, 3, -1], [5, 6, 7, 9223372036854775807]]> : tile<2x4xi64>
    %rh, %rw = reduce %h, %w dim=1 identities=[-2.5 : f16, 0 : i64]
        : tile<2x4xf16>, tile<2x4xi64> -> tile<2xf16>, tile<2xi64>
      (%e0: tile<f16>, %a0: tile<f16>, %e1: tile<i64>, %a1: tile<i64>) {
        yield %a0, %e1 : tile<f16>, tile<i64>
      }
    return %rh, %rw : tile<2xf16>, tile<2xi64>
  }
}
