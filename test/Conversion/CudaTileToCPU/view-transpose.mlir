// View tiles whose rows run down the columns of the tensor (dim_map = [1, 0]) are matrix
// transposes in the copy engine (copyBlock in ViewRuntime.cpp, Transpose.h) when the tile is
// whole and at least 8x8; an edge tile goes element by element. Loads and stores, 4-byte and
// 2-byte elements, whole and edge tiles, must give the interpreter's memory and tiles.
// RUN: tilec run --compare-interpreter %s --entry load_f32 --grid 2 --arg iota:f32:2560 --arg zeros:f32:4096
// RUN: tilec run --compare-interpreter %s --entry store_f32 --grid 2 --arg iota:f32:4096 --arg zeros:f32:2560
// RUN: tilec run --compare-interpreter %s --entry load_f16 --grid 2 --arg iota:f16:2560 --arg zeros:f16:4096
// A relaxed store through a view whose elements share locations (8x8 tile holding 8*i + j,
// element (i, j) at location i + 4*j) writes in row-major order, the last one staying: not a
// transpose. Location 4 gets (0, 1) = 1, then (4, 0) = 32, which stays; location 8 gets
// (0, 2) = 2, then (4, 1) = 33.
// RUN: tilec run --compare-interpreter %s --entry overlapping --arg zeros:f32:36 --print | FileCheck %s --check-prefix=OVERLAP
// OVERLAP: %y: f32[36] = [0, 8, 16, 24, 32, 40, 48, 56, 33, 41, 49, 57, 34, 42, 50, 58, 35, 43, 51, 59, 36, 44, 52, 60, 37, 45, 53, 61, 38, 46, 54, 62, 39, 47, 55, 63]
// Hand-checked: tile 0 of load_f32 holds x[r][c] = X[c][r] = 40*c + r, so Y starts 0, 40, 80;
// tile 1 starts at tensor column 32, and its last rows (columns 40 and up) are padding, 0.
// store_f32 writes Y[c][32*i + r] = X[(32*i + r)*64 + c]: Y starts 0, 64, 128 and ends with
// rows 37..39 of block 1, column 63: 2431, 2495, 2559.
// RUN: tilec run %s --entry load_f32 --grid 2 --arg iota:f32:2560 --arg zeros:f32:4096 --print | FileCheck %s --check-prefix=LOAD
// RUN: tilec run %s --entry store_f32 --grid 2 --arg iota:f32:4096 --arg zeros:f32:2560 --print | FileCheck %s --check-prefix=STORE
// LOAD: %y: f32[4096] = [0, 40, 80, ..., 0, 0, 0]
// STORE: %y: f32[2560] = [0, 64, 128, ..., 2431, 2495, 2559]

cuda_tile.module @m {
  // X is 64x40; tile i of the view is X's columns 32i..32i+31 as rows: a 32x64 tile, written
  // row-major to Y as the i-th 32x64 block.
  entry @load_f32(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tx = make_tensor_view %x, shape = [64, 40], strides = [40, 1] : tensor_view<64x40xf32, strides=[40,1]>
    %vx = make_partition_view %tx : partition_view<tile=(32x64), padding_value = zero, tensor_view<64x40xf32, strides=[40,1]>, dim_map=[1, 0]>
    %ty = make_tensor_view %y, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %vy = make_partition_view %ty : partition_view<tile=(32x64), tensor_view<64x64xf32, strides=[64,1]>>
    %t, %t0 = load_view_tko weak %vx[%bx, %c0] : partition_view<tile=(32x64), padding_value = zero, tensor_view<64x40xf32, strides=[40,1]>, dim_map=[1, 0]>, tile<i32> -> tile<32x64xf32>, token
    %t1 = store_view_tko weak %t, %vy[%bx, %c0] : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }

  // The reverse: row-major 32x64 blocks of X stored through the transposing view of Y (64x40):
  // tile 1's rows past column 39 fall outside Y and are not written.
  entry @store_f32(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tx = make_tensor_view %x, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %vx = make_partition_view %tx : partition_view<tile=(32x64), tensor_view<64x64xf32, strides=[64,1]>>
    %ty = make_tensor_view %y, shape = [64, 40], strides = [40, 1] : tensor_view<64x40xf32, strides=[40,1]>
    %vy = make_partition_view %ty : partition_view<tile=(32x64), tensor_view<64x40xf32, strides=[40,1]>, dim_map=[1, 0]>
    %t, %t0 = load_view_tko weak %vx[%bx, %c0] : partition_view<tile=(32x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<32x64xf32>, token
    %t1 = store_view_tko weak %t, %vy[%bx, %c0] : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<64x40xf32, strides=[40,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }

  entry @load_f16(%x: tile<ptr<f16>>, %y: tile<ptr<f16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tx = make_tensor_view %x, shape = [64, 40], strides = [40, 1] : tensor_view<64x40xf16, strides=[40,1]>
    %vx = make_partition_view %tx : partition_view<tile=(32x64), padding_value = zero, tensor_view<64x40xf16, strides=[40,1]>, dim_map=[1, 0]>
    %ty = make_tensor_view %y, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf16, strides=[64,1]>
    %vy = make_partition_view %ty : partition_view<tile=(32x64), tensor_view<64x64xf16, strides=[64,1]>>
    %t, %t0 = load_view_tko weak %vx[%bx, %c0] : partition_view<tile=(32x64), padding_value = zero, tensor_view<64x40xf16, strides=[40,1]>, dim_map=[1, 0]>, tile<i32> -> tile<32x64xf16>, token
    %t1 = store_view_tko weak %t, %vy[%bx, %c0] : tile<32x64xf16>, partition_view<tile=(32x64), tensor_view<64x64xf16, strides=[64,1]>>, tile<i32> -> token
    return
  }

  // tile[i][j] = 8*i + j stored relaxed through a non-injective view of Y.
  entry @overlapping(%y: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %i = iota : tile<64xi32>
    %f = itof %i signed : tile<64xi32> -> tile<64xf32>
    %t = reshape %f : tile<64xf32> -> tile<8x8xf32>
    %ty = make_tensor_view %y, shape = [8, 8], strides = [1, 4] : tensor_view<8x8xf32, strides=[1,4]>
    %vy = make_partition_view %ty : partition_view<tile=(8x8), tensor_view<8x8xf32, strides=[1,4]>>
    %t1 = store_view_tko relaxed device %t, %vy[%c0, %c0] : tile<8x8xf32>, partition_view<tile=(8x8), tensor_view<8x8xf32, strides=[1,4]>>, tile<i32> -> token
    return
  }
}
