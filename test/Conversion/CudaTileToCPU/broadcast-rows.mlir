// A broadcast that repeats its source as the rows of a tile ([R, 1] -> [R, C]) or as every row
// ([1, C] -> [R, C]), 16 elements or more at a time, is not copied out for elementwise ops: they
// read the source where it is (KernelLowering::setBroadcastRead), at i / C or i % C for element
// i, and their loop runs in strips of C elements (ElementwiseFusion.cpp, stripMineBroadcastReads)
// in which a repeated row's element is one value and a repeated row's elements lie side by side.
// The broadcast's buffer is still filled where another kind of op reads it.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// RUN: tilec run %s --entry rows_and_columns | FileCheck %s --check-prefix=VALUES
// RUN: tilec run %s --entry carried | FileCheck %s --check-prefix=CARRIED
// RUN: tilec run %s --entry also_reduced | FileCheck %s --check-prefix=REDUCED
// A tile that goes straight to its tensor (DirectStores.cpp) computes the source's index per line
// of 16 elements; 4099 rows of 1024 (the last block has 3 of its 4 rows), against the
// interpreter:
// RUN: tilec run --compare-interpreter %s --entry centre_rows --grid 1025 --arg rand:f32:4197376:3 --arg zeros:f32:4197376 --arg 4099 --threads 2

// The fused loop: strips of 32, the row's sum read once per strip (its index only depends on the
// strip), the column's values at strip offset + element; no buffer of the broadcasts is filled.
// CHECK-LABEL: func.func @rows_and_columns(
// CHECK: %[[I:.*]] = arith.addi %[[STRIP:.*]], %[[ELEMENT:.*]] {tilec.strip = 32 : i64} : index
// CHECK: memref.load %{{.*}}[%[[I]]] : memref<1024xf32>
// CHECK: %[[ROW:.*]] = arith.divui %[[STRIP]], %{{.*}} : index
// CHECK: memref.load %{{.*}}[%[[ROW]]] : memref<32xf32>
// CHECK: arith.subf
// CHECK: %[[FIRST:.*]] = arith.remui %[[STRIP]], %{{.*}} : index
// CHECK: %[[COLUMN:.*]] = arith.addi %[[FIRST]], %[[ELEMENT]] : index
// CHECK: memref.load %{{.*}}[%[[COLUMN]]] : memref<32xf32>
// CHECK: arith.addf
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<1024xf32>
// CHECK: return
// CHECK-LABEL: func.func @carried(
// CHECK-LABEL: func.func @also_reduced(
// CHECK-LABEL: func.func @centre_rows(
// CHECK: scf.if
// CHECK: arith.addi %{{.*}}, %{{.*}} {tilec.strip = 16 : i64} : index
// CHECK-NOT: tilec.strip
// CHECK: arith.divui %{{.*}}, %{{.*}} : index
// CHECK: } else {
// CHECK: arith.addi %{{.*}}, %{{.*}} {tilec.strip = 1024 : i64} : index

// x[i, j] = 32 i + j, s[i] = 1024 i + 496 (its row's sum), y = x - s[i] + 2 j:
// row 0 is -496, -493, ..., -403; row 31 ends with 32·31 + 31 - 31744 - 496 + 62 = -31155.
// VALUES: result #0: tile<32x32xf32> = {{\[}}[-496, -493, -490, ..., -409, -406, -403],
// VALUES: [-31248, -31245, -31242, ..., -31161, -31158, -31155]]
// Three rounds of w += broadcast(v) then v += 1, v = i (row i): w = 3 i + 3 everywhere in row i;
// v's in-place update must not be seen by the broadcast read after it (it would give 3 i + 6).
// CARRIED: result #0: tile<16x16xf32> = {{\[}}[3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3],
// CARRIED-NEXT: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6],
// CARRIED: [48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48]]
// The broadcast of 0..15 as 16 rows, summed by column (16 i) and scaled elementwise (3 j).
// REDUCED: result #0: tile<16xf32> = [0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240]
// REDUCED: result #1: tile<16x16xf32> = {{\[}}[0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45],
// REDUCED: [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45]]
// A 3-D broadcast in the middle ([1, 4, 1] -> [2, 4, 8]) is copied out as before: 10 + j.
// REDUCED: result #2: tile<2x4x8xf32> = {{\[\[}}[10, 10, 10, 10, 10, 10, 10, 10],
// REDUCED-NEXT: [11, 11, 11, 11, 11, 11, 11, 11],
// REDUCED: [13, 13, 13, 13, 13, 13, 13, 13]]]

cuda_tile.module @m {
  testing$func @rows_and_columns() -> tile<32x32xf32> {
    %i = iota : tile<1024xi32>
    %f = itof %i signed : tile<1024xi32> -> tile<1024xf32>
    %x = reshape %f : tile<1024xf32> -> tile<32x32xf32>
    %s = reduce %x dim=1 identities=[0.0 : f32] : tile<32x32xf32> -> tile<32xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %t = addf %e, %a : tile<f32>
        yield %t : tile<f32>
      }
    %s1 = reshape %s : tile<32xf32> -> tile<32x1xf32>
    %sb = broadcast %s1 : tile<32x1xf32> -> tile<32x32xf32>
    %j = iota : tile<32xi32>
    %jf = itof %j signed : tile<32xi32> -> tile<32xf32>
    %two = constant <f32: 2.0> : tile<32xf32>
    %j2 = mulf %jf, %two : tile<32xf32>
    %c1 = reshape %j2 : tile<32xf32> -> tile<1x32xf32>
    %cb = broadcast %c1 : tile<1x32xf32> -> tile<32x32xf32>
    %d = subf %x, %sb : tile<32x32xf32>
    %y = addf %d, %cb : tile<32x32xf32>
    return %y : tile<32x32xf32>
  }

  testing$func @carried() -> tile<16x16xf32> {
    %i = iota : tile<16xi32>
    %f = itof %i signed : tile<16xi32> -> tile<16xf32>
    %v0 = reshape %f : tile<16xf32> -> tile<16x1xf32>
    %w0 = constant <f32: 0.0> : tile<16x16xf32>
    %one = constant <f32: 1.0> : tile<16x1xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %v, %w = for %k in (%c0 to %c3, step %c1) : tile<i32>
        iter_values(%vi = %v0, %wi = %w0) -> (tile<16x1xf32>, tile<16x16xf32>) {
      %b = broadcast %vi : tile<16x1xf32> -> tile<16x16xf32>
      %v2 = addf %vi, %one : tile<16x1xf32>
      %w2 = addf %wi, %b : tile<16x16xf32>
      continue %v2, %w2 : tile<16x1xf32>, tile<16x16xf32>
    }
    return %w : tile<16x16xf32>
  }

  testing$func @also_reduced() -> (tile<16xf32>, tile<16x16xf32>, tile<2x4x8xf32>) {
    %i = iota : tile<16xi32>
    %f = itof %i signed : tile<16xi32> -> tile<16xf32>
    %r = reshape %f : tile<16xf32> -> tile<1x16xf32>
    %b = broadcast %r : tile<1x16xf32> -> tile<16x16xf32>
    %sum = reduce %b dim=0 identities=[0.0 : f32] : tile<16x16xf32> -> tile<16xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %t = addf %e, %a : tile<f32>
        yield %t : tile<f32>
      }
    %three = constant <f32: 3.0> : tile<16x16xf32>
    %scaled = mulf %b, %three : tile<16x16xf32>
    %k = iota : tile<4xi32>
    %kf = itof %k signed : tile<4xi32> -> tile<4xf32>
    %k1 = reshape %kf : tile<4xf32> -> tile<1x4x1xf32>
    %kb = broadcast %k1 : tile<1x4x1xf32> -> tile<2x4x8xf32>
    %ten = constant <f32: 10.0> : tile<2x4x8xf32>
    %m = addf %kb, %ten : tile<2x4x8xf32>
    return %sum, %scaled, %m : tile<16xf32>, tile<16x16xf32>, tile<2x4x8xf32>
  }

  // y = x - (the maximum of x's row), 4x1024 tiles of whole rows.
  entry @centre_rows(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %r: tile<i64>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tx = make_tensor_view %x, shape = [%r, 1024], strides = [1024, 1] : tile<i64> -> tensor_view<?x1024xf32, strides=[1024,1]>
    %ty = make_tensor_view %y, shape = [%r, 1024], strides = [1024, 1] : tile<i64> -> tensor_view<?x1024xf32, strides=[1024,1]>
    %px = make_partition_view %tx : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[1024,1]>>
    %py = make_partition_view %ty : partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[1024,1]>>
    %v, %t0 = load_view_tko weak %px[%bx, %c0] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x1024xf32, strides=[1024,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %m = reduce %v dim=1 identities=[0xFF800000 : f32] : tile<4x1024xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %t = maxf %e, %a : tile<f32>
        yield %t : tile<f32>
      }
    %m1 = reshape %m : tile<4xf32> -> tile<4x1xf32>
    %mb = broadcast %m1 : tile<4x1xf32> -> tile<4x1024xf32>
    %d = subf %v, %mb : tile<4x1024xf32>
    %t1 = store_view_tko weak %d, %py[%bx, %c0] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[1024,1]>>, tile<i32> -> token
    return
  }
}
