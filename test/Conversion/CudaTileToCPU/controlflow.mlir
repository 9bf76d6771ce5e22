// Control flow in the CPU lowering: a CFG (cf) with carried ranked tiles in frame buffers
// (stack allocations for small tiles, views of the scratch frame for large ones) that
// `continue` copies into, scalars as block arguments.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s --check-prefix=CPU
// RUN: tilec-opt --convert-cuda-tile-to-cpu --lower-cpu-to-llvm %s | FileCheck %s --check-prefix=LLVM
// The values are those the interpreter gives; compare mode checks the two agree.
// RUN: tilec run %s --entry swap | FileCheck %s --check-prefix=SWAP
// RUN: tilec run %s --entry branches | FileCheck %s --check-prefix=BRANCHES
// RUN: tilec run %s --entry loop_exits | FileCheck %s --check-prefix=EXITS
// RUN: tilec run %s --entry zero_trips | FileCheck %s --check-prefix=ZERO
// RUN: tilec run %s --entry unsigned_bounds | FileCheck %s --check-prefix=UNSIGNED

// CPU-LABEL: func.func @swap(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: memref<?xi8>)
// CPU: memref.alloca
// CPU: cf.cond_br
// CPU: memref.copy
// CPU: cf.br
// LLVM-LABEL: llvm.func @swap
// LLVM-NOT: memref.
// LLVM: llvm.return

cuda_tile.module @m {
  // Three iterations of `continue %y, %x` exchange the carried tiles three times: the aside
  // copy keeps the second copy from reading what the first wrote.
  // SWAP: result #0: tile<4xi32> = [5, 6, 7, 8]
  // SWAP-NEXT: result #1: tile<4xi32> = [1, 2, 3, 4]
  // SWAP-NEXT: result #2: tile<i32> = 9
  testing$func @swap() -> (tile<4xi32>, tile<4xi32>, tile<i32>) {
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %b = constant <i32: [5, 6, 7, 8]> : tile<4xi32>
    %s = constant <i32: 9> : tile<i32>
    %t = constant <i32: -3> : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r:4 = for %i in (%c0 to %c3, step %c1) : tile<i32>
        iter_values(%x = %a, %y = %b, %u = %s, %v = %t) -> (tile<4xi32>, tile<4xi32>, tile<i32>, tile<i32>) {
      continue %y, %x, %v, %u : tile<4xi32>, tile<4xi32>, tile<i32>, tile<i32>
    }
    return %r#0, %r#1, %r#3 : tile<4xi32>, tile<4xi32>, tile<i32>
  }

  // if with tile and scalar results in both branches, and an if without else.
  // BRANCHES: result #0: tile<2x2xf32> = {{\[}}[1, 2],
  // BRANCHES-NEXT: [3, 4]]
  // BRANCHES-NEXT: result #1: tile<f64> = -1
  // BRANCHES-NEXT: result #2: tile<2x2xf32> = {{\[}}[0, 0],
  testing$func @branches() -> (tile<2x2xf32>, tile<f64>, tile<2x2xf32>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %p = constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>
    %q = constant <f32: 0.0> : tile<2x2xf32>
    %one = constant <f64: 1.0> : tile<f64>
    %minus = constant <f64: -1.0> : tile<f64>
    %r0, %r1 = if %t -> (tile<2x2xf32>, tile<f64>) {
      yield %p, %minus : tile<2x2xf32>, tile<f64>
    } else {
      yield %q, %one : tile<2x2xf32>, tile<f64>
    }
    if %f {
      yield
    }
    %r2 = if %f -> (tile<2x2xf32>) {
      yield %p : tile<2x2xf32>
    } else {
      yield %q : tile<2x2xf32>
    }
    return %r0, %r1, %r2 : tile<2x2xf32>, tile<f64>, tile<2x2xf32>
  }

  // A `loop` over i1 flags (a, b, c): (f, f, t) rotates to (f, t, f); b set and a clear
  // continues from inside an if with (t, t, f); then `break` two ifs deep leaves with a tile
  // result of another type than the carried values, and c.
  // EXITS: result #0: tile<4xi16> = [7, 7, 7, 7]
  // EXITS-NEXT: result #1: tile<i1> = false
  testing$func @loop_exits() -> (tile<4xi16>, tile<i1>) {
    %f = constant <i1: false> : tile<i1>
    %t = constant <i1: true> : tile<i1>
    %seven = constant <i16: 7> : tile<4xi16>
    %r0, %r1 = loop iter_values(%a = %f, %b = %f, %c = %t) : tile<i1>, tile<i1>, tile<i1> -> tile<4xi16>, tile<i1> {
      if %b {
        if %a {
          break %seven, %c : tile<4xi16>, tile<i1>
        }
        continue %t, %t, %c : tile<i1>, tile<i1>, tile<i1>
      }
      continue %b, %c, %a : tile<i1>, tile<i1>, tile<i1>
    }
    return %r0, %r1 : tile<4xi16>, tile<i1>
  }

  // lb >= ub runs no iteration, a step <= 0 (undefined) none either: results are the inits.
  // ZERO: result #0: tile<8xi8> = [1, 1, 1, 1, 1, 1, 1, 1]
  // ZERO-NEXT: result #1: tile<8xi8> = [1, 1, 1, 1, 1, 1, 1, 1]
  testing$func @zero_trips() -> (tile<8xi8>, tile<8xi8>) {
    %one = constant <i8: 1> : tile<8xi8>
    %two = constant <i8: 2> : tile<8xi8>
    %c5 = constant <i64: 5> : tile<i64>
    %c2 = constant <i64: 2> : tile<i64>
    %r = for %i in (%c5 to %c2, step %c2) : tile<i64> iter_values(%x = %one) -> (tile<8xi8>) {
      continue %two : tile<8xi8>
    }
    %s = for %i in (%c5 to %c5, step %c2) : tile<i64> iter_values(%x = %one) -> (tile<8xi8>) {
      continue %two : tile<8xi8>
    }
    return %r, %s : tile<8xi8>, tile<8xi8>
  }

  // `for unsigned` reads the bounds unsigned: 0 to 0xFFFFFFFF (-1 signed) runs, and the last
  // induction value seen is 0xFFFFFFFE with step 0x7FFFFFFF (three iterations: 0, 2^31-1,
  // 2^32-2); signed, the same bounds run no iteration.
  // UNSIGNED: result #0: tile<i32> = -2
  // UNSIGNED-NEXT: result #1: tile<i32> = 0
  testing$func @unsigned_bounds() -> (tile<i32>, tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %max = constant <i32: -1> : tile<i32>
    %step = constant <i32: 2147483647> : tile<i32>
    %u = for unsigned %i in (%c0 to %max, step %step) : tile<i32> iter_values(%last = %c0) -> (tile<i32>) {
      continue %i : tile<i32>
    }
    %s = for %i in (%c0 to %max, step %step) : tile<i32> iter_values(%last = %c0) -> (tile<i32>) {
      continue %i : tile<i32>
    }
    return %u, %s : tile<i32>, tile<i32>
  }
}
