// scan (tile-ir-ops.md §3.1): inclusive prefix along `dim`. acc = identity; for k = 0..n-1
// (n-1..0 with reverse=true): acc = f(x[k], acc), r[k] = acc; element first, accumulator
// second. Two inputs with f((e0, a0), (e1, a1)) = (e0, a0) make r0 = x and r1[k] the
// accumulator before step k: the previous element in scan order, or the identity of input 0
// (-1) at the first step.

// RUN: tilec run %s --entry shift_forward | FileCheck %s --check-prefix=FWD
// FWD: result #0: tile<4xi32> = [10, 20, 30, 40]
// FWD-NEXT: result #1: tile<4xi32> = [-1, 10, 20, 30]
// RUN: tilec run %s --entry shift_reverse | FileCheck %s --check-prefix=REV
// REV: result #0: tile<4xi32> = [10, 20, 30, 40]
// REV-NEXT: result #1: tile<4xi32> = [20, 30, 40, -1]

// Along dim 0 and dim 1 of x = [[1, 2, 3, 4], [5, 6, 7, 8]] (f32).
// RUN: tilec run %s --entry shift_2d | FileCheck %s --check-prefix=TWOD
// dim 0, forward: row 0 sees the identity, row 1 sees row 0.
// TWOD: result #0: tile<2x4xf32> = {{\[}}[-1, -1, -1, -1],
// TWOD-NEXT: [1, 2, 3, 4]]
// dim 1, reverse: each row shifted left, the identity entering at the right.
// TWOD-NEXT: result #1: tile<2x4xf32> = {{\[}}[2, 3, 4, -1],
// TWOD-NEXT: [6, 7, 8, -1]]

// f(e, a) = a: every position holds the identity (an i16 given as 0x8000 = -32768).
// RUN: tilec run %s --entry identity_only | FileCheck %s --check-prefix=IDENT
// IDENT: result #0: tile<2x2xi16> = {{\[}}[-32768, -32768],
// IDENT-NEXT: [-32768, -32768]]

cuda_tile.module @m {
  testing$func @shift_forward() -> (tile<4xi32>, tile<4xi32>) {
    %x = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %r0, %r1 = scan %x, %x dim=0 reverse=false identities=[-1 : i32, 99 : i32]
        : tile<4xi32>, tile<4xi32> -> tile<4xi32>, tile<4xi32>
      (%e0: tile<i32>, %a0: tile<i32>, %e1: tile<i32>, %a1: tile<i32>) {
        yield %e0, %a0 : tile<i32>, tile<i32>
      }
    return %r0, %r1 : tile<4xi32>, tile<4xi32>
  }

  testing$func @shift_reverse() -> (tile<4xi32>, tile<4xi32>) {
    %x = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %r0, %r1 = scan %x, %x dim=0 reverse=true identities=[-1 : i32, 99 : i32]
        : tile<4xi32>, tile<4xi32> -> tile<4xi32>, tile<4xi32>
      (%e0: tile<i32>, %a0: tile<i32>, %e1: tile<i32>, %a1: tile<i32>) {
        yield %e0, %a0 : tile<i32>, tile<i32>
      }
    return %r0, %r1 : tile<4xi32>, tile<4xi32>
  }

  testing$func @shift_2d() -> (tile<2x4xf32>, tile<2x4xf32>) {
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tile<2x4xf32>
    %d0:2 = scan %x, %x dim=0 reverse=false identities=[-1.0 : f32, 99.0 : f32]
        : tile<2x4xf32>, tile<2x4xf32> -> tile<2x4xf32>, tile<2x4xf32>
      (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<f32>, %a1: tile<f32>) {
        yield %e0, %a0 : tile<f32>, tile<f32>
      }
    %d1:2 = scan %x, %x dim=1 reverse=true identities=[-1.0 : f32, 99.0 : f32]
        : tile<2x4xf32>, tile<2x4xf32> -> tile<2x4xf32>, tile<2x4xf32>
      (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<f32>, %a1: tile<f32>) {
        yield %e0, %a0 : tile<f32>, tile<f32>
      }
    return %d0#1, %d1#1 : tile<2x4xf32>, tile<2x4xf32>
  }

  testing$func @identity_only() -> tile<2x2xi16> {
    %x = constant <i16: [[1, 2], [3, 4]]> : tile<2x2xi16>
    %r = scan %x dim=1 reverse=false identities=[0x8000 : i16] : tile<2x2xi16> -> tile<2x2xi16>
      (%e: tile<i16>, %a: tile<i16>) {
        yield %a : tile<i16>
      }
    return %r : tile<2x2xi16>
  }
}
