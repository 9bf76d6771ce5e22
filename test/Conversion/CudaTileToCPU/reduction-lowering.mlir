// reduce and scan on the CPU: the combiner body is emitted once, on scalars, inside the loops
// (outer positions, then k, then the inner positions), in the interpreter's order.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// Results agree with the interpreter:
// RUN: tilec run --compare-interpreter %s --entry argmax | FileCheck %s --check-prefix=ARGMAX
// RUN: tilec run --compare-interpreter %s --entry scans | FileCheck %s --check-prefix=SCANS
// RUN: tilec run --compare-interpreter %s --entry rounding_order | FileCheck %s --check-prefix=ORDER

// CHECK-LABEL: func.func @column_sums
// CHECK: scf.for
// CHECK: scf.for
// CHECK: memref.store
// CHECK: scf.for
// CHECK: scf.for
// CHECK: memref.load
// CHECK: memref.load
// CHECK: arith.addf
// CHECK: memref.store

// CHECK-LABEL: func.func @argmax
// CHECK: scf.for
// CHECK: arith.cmpf ogt
// CHECK: arith.select

// Row maxima of [[1, 5, 5, 2], [7, -1, 7, 9]] and their first positions.
// ARGMAX: result #0: tile<2xf32> = [5, 9]
// ARGMAX-NEXT: result #1: tile<2xi32> = [1, 3]

// Forward sums along dim 1 of a 2x4 tile, reverse products along dim 0.
// SCANS: result #0: tile<2x4xi32> = {{\[}}[1, 3, 6, 10],
// SCANS-NEXT: [5, 11, 18, 26]]
// SCANS-NEXT: result #1: tile<2x4xi32> = {{\[}}[5, 12, 21, 32],
// SCANS-NEXT: [5, 6, 7, 8]]

// Sequential f32 sums: 1e8 then seven ones, each rounded away (f32 spacing 8 at 1e8), stay 1e8;
// summing the ones first would give 100000008; bf16 with an f16 identity converted by value.
// ORDER: result #0: tile<f32> = 100000000
// ORDER-NEXT: result #1: tile<bf16> = 4.5

cuda_tile.module @m {
  testing$func @column_sums(%x: tile<4x8xf32>) -> tile<8xf32> {
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4x8xf32> -> tile<8xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    return %r : tile<8xf32>
  }

  testing$func @argmax() -> (tile<2xf32>, tile<2xi32>) {
    %x = constant <f32: [[1.0, 5.0, 5.0, 2.0], [7.0, -1.0, 7.0, 9.0]]> : tile<2x4xf32>
    %i = iota : tile<4xi32>
    %ir = reshape %i : tile<4xi32> -> tile<1x4xi32>
    %ib = broadcast %ir : tile<1x4xi32> -> tile<2x4xi32>
    %m, %p = reduce %x, %ib dim=1 identities=[0xFF800000 : f32, -1 : i32]
        : tile<2x4xf32>, tile<2x4xi32> -> tile<2xf32>, tile<2xi32>
      (%e: tile<f32>, %a: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {
        %gt = cmpf greater_than ordered %e, %a : tile<f32> -> tile<i1>
        %m = select %gt, %e, %a : tile<i1>, tile<f32>
        %p = select %gt, %ei, %ai : tile<i1>, tile<i32>
        yield %m, %p : tile<f32>, tile<i32>
      }
    return %m, %p : tile<2xf32>, tile<2xi32>
  }

  testing$func @scans() -> (tile<2x4xi32>, tile<2x4xi32>) {
    %x = constant <i32: [[1, 2, 3, 4], [5, 6, 7, 8]]> : tile<2x4xi32>
    %s = scan %x dim=1 reverse=false identities=[0 : i32] : tile<2x4xi32> -> tile<2x4xi32>
      (%e: tile<i32>, %a: tile<i32>) {
        %t = addi %e, %a : tile<i32>
        yield %t : tile<i32>
      }
    %p = scan %x dim=0 reverse=true identities=[1 : i32] : tile<2x4xi32> -> tile<2x4xi32>
      (%e: tile<i32>, %a: tile<i32>) {
        %t = muli %e, %a : tile<i32>
        yield %t : tile<i32>
      }
    return %s, %p : tile<2x4xi32>, tile<2x4xi32>
  }

  testing$func @rounding_order() -> (tile<f32>, tile<bf16>) {
    %x = constant <f32: [100000000.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]> : tile<8xf32>
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %y = constant <bf16: [1.0, 2.0]> : tile<2xbf16>
    %b = reduce %y dim=0 identities=[1.5 : f16] : tile<2xbf16> -> tile<bf16>
      (%e: tile<bf16>, %a: tile<bf16>) {
        %s = addf %e, %a : tile<bf16>
        yield %s : tile<bf16>
      }
    return %r, %b : tile<f32>, tile<bf16>
  }
}
