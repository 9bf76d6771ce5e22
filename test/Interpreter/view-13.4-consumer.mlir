// Tile IR 13.4 in a kernel (the addendum's PDL consumer, on 16 elements): gdc_wait_tko,
// gdc_launch_dependents_tko and memory_fence_alias_tko only continue their token chains on a
// CPU (launches run one after another; the host's mappings are coherent); `inbounds = [true]`
// promises that a view access stays inside the tensor, and a broken promise is undefined
// behaviour, reported in checked mode by the interpreter and by compiled code alike.

// Block b loads X and K at tile b (elements 4b..4b+3), computes X^K, zeroes the upper half with
// insert and stores. X = K = 0..15, so Y[i] = i^i for i mod 4 < 2, else 0: 0^0 = 1, 1^1 = 1,
// 4^4 = 256, 5^5 = 3125, 8^8 = 16777216 = 2^24, 9^9 = 387420489 rounds to a multiple of 32 in
// f32 (2^28 <= 9^9 < 2^29): 12106890.28 * 32 rounds to 387420480; 12^12 = 2^24 * 3^12 is exact:
// 8916100448256; 13^13 = 302875106592253 lies in [2^48, 2^49), spacing 2^25: 9026381.57 * 2^25
// rounds to 9026382 * 2^25 = 302875121025024.
// RUN: tilec run %s --entry consumer --grid 4 --arg iota:f32:16 --arg iota:i32:16 --arg zeros:f32:16 --print | FileCheck %s --check-prefix=CONSUMER
// CONSUMER: %Y: f32[16] = [1, 1, 0, 0, 256, 3125, 0, 0, 16777216, 387420480, 0, 0, 8916100448256, 302875121025024, 0, 0]

// dim_map = [1, 0] on a 4x6 tensor, tile (4x2): index dimension 0 is tile dimension 0, which
// walks tensor dimension 1 (the 6 columns); index dimension 1 walks the 4 rows. Tile [1, 1]
// covers columns 4..7 (6 and 7 are outside: zero padding) and rows 2..3 (inside).
// Element (e0, e1) is tensor (2 + e1, 4 + e0) = 6 * (2 + e1) + 4 + e0.
// RUN: tilec run %s --entry dim_map --arg iota:f32:24 | FileCheck %s --check-prefix=DIMMAP
// DIMMAP: result #0: tile<4x2xf32> = {{\[}}[16, 22],
// DIMMAP-NEXT: [17, 23],
// DIMMAP-NEXT: [0, 0],
// DIMMAP-NEXT: [0, 0]]
// The promise on index dimension 0 is broken there; on index dimension 1 (rows) it holds.
// RUN: not tilec run %s --entry dim_map_broken --arg iota:f32:24 2>&1 | FileCheck %s --check-prefix=DIMMAP-BROKEN
// DIMMAP-BROKEN: error: load_view_tko: inbounds promises that the tile stays inside the tensor along index dimension 0, but it covers coordinates 4 to 7 of tensor dimension 1, whose extent is 6; a broken inbounds promise is undefined behaviour (in tile block (0, 0, 0))
// Unchecked, the 13.3 bounds logic applies as if the promise were false.
// RUN: tilec run %s --entry dim_map_broken --arg iota:f32:24 --unchecked | FileCheck %s --check-prefix=DIMMAP
// A store whose promise breaks in the last block of a 10-element tensor in tiles of 4.
// RUN: not tilec run %s --entry store_broken --grid 3 --arg zeros:f32:10 2>&1 | FileCheck %s --check-prefix=STORE-BROKEN
// STORE-BROKEN: error: store_view_tko: inbounds promises that the tile stays inside the tensor along index dimension 0, but it covers coordinates 8 to 11 of tensor dimension 0, whose extent is 10; a broken inbounds promise is undefined behaviour (in tile block (2, 0, 0))
// A gather view promising its sparse dimension: rows [1, 7, 0, 5] of an 8-element tensor stay
// inside; [1, 8, 0, 5] do not (row 8 would otherwise load as zero padding).
// RUN: tilec run %s --entry gather --arg iota:f32:8 --arg 7 | FileCheck %s --check-prefix=GATHER
// GATHER: result #0: tile<4xf32> = [1, 7, 0, 5]
// RUN: not tilec run %s --entry gather --arg iota:f32:8 --arg 8 2>&1 | FileCheck %s --check-prefix=GATHER-BROKEN
// GATHER-BROKEN: error: load_view_tko: inbounds promises that the tile stays inside the tensor along index dimension 0, but it covers coordinates 0 to 8 of tensor dimension 0, whose extent is 8; a broken inbounds promise is undefined behaviour
// RUN: tilec run %s --entry gather --arg iota:f32:8 --arg 8 --unchecked | FileCheck %s --check-prefix=GATHER-UNCHECKED
// GATHER-UNCHECKED: result #0: tile<4xf32> = [1, 0, 0, 5]
// With two blocks the promise holds.
// RUN: tilec run %s --entry store_broken --grid 2 --arg zeros:f32:10 --print | FileCheck %s --check-prefix=STORE-HELD
// STORE-HELD: %Y: f32[10] = [7, 7, 7, 7, 7, 7, 7, 7, 0, 0]

cuda_tile.module @m {
  entry @consumer(%X: tile<ptr<f32>>, %K: tile<ptr<i32>>, %Y: tile<ptr<f32>>) {
    %ready = gdc_wait_tko -> token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tx = make_tensor_view %X, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %tk = make_tensor_view %K, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %ty = make_tensor_view %Y, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %pk = make_partition_view %tk : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>
    %py = make_partition_view %ty : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %px[%bx] inbounds = [true] token = %ready : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %k, %t1 = load_view_tko weak %pk[%bx] token = %ready : partition_view<tile=(4), tensor_view<16xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %p = fpowi %x, %k : tile<4xf32>, tile<4xi32>
    %z = constant <f32: 0.0> : tile<2xf32>
    %q = "cuda_tile.insert"(%z, %p, %c1) : (!cuda_tile.tile<2xf32>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<4xf32>
    %f = "cuda_tile.memory_fence_alias_tko"(%t0) : (!cuda_tile.token) -> !cuda_tile.token
    %t2 = store_view_tko weak %q, %py[%bx] inbounds = [true] token = %f : tile<4xf32>, partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    %t3 = gdc_launch_dependents_tko token = %t2 -> token
    %t4 = gdc_launch_dependents_tko -> token
    return
  }

  testing$func @dim_map(%p: tile<ptr<f32>>) -> tile<4x2xf32> {
    %tv = make_tensor_view %p, shape = [4, 6], strides = [6, 1] : tensor_view<4x6xf32, strides=[6,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x2), padding_value = zero, tensor_view<4x6xf32, strides=[6,1]>, dim_map=[1, 0]>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c1, %c1] inbounds = [false, true] : partition_view<tile=(4x2), padding_value = zero, tensor_view<4x6xf32, strides=[6,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    return %a : tile<4x2xf32>
  }

  testing$func @dim_map_broken(%p: tile<ptr<f32>>) -> tile<4x2xf32> {
    %tv = make_tensor_view %p, shape = [4, 6], strides = [6, 1] : tensor_view<4x6xf32, strides=[6,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x2), padding_value = zero, tensor_view<4x6xf32, strides=[6,1]>, dim_map=[1, 0]>
    %c1 = constant <i32: 1> : tile<i32>
    %t = make_token : token
    %w = memory_fence_alias_tko token = %t -> token
    %a, %t0 = load_view_tko weak %pv[%c1, %c1] inbounds = [true, true] : partition_view<tile=(4x2), padding_value = zero, tensor_view<4x6xf32, strides=[6,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    return %a : tile<4x2xf32>
  }

  testing$func @gather(%p: tile<ptr<f32>>, %second: tile<i32>) -> tile<4xf32> {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4), padding_value = zero, tensor_view<8xf32, strides=[1]>, sparse_dim=0>
    %base = constant <i32: [1, 0, 0, 5]> : tile<4xi32>
    %one = constant <i32: 1> : tile<i32>
    %s = reshape %second : tile<i32> -> tile<1xi32>
    %rows = "cuda_tile.insert"(%s, %base, %one) : (!cuda_tile.tile<1xi32>, !cuda_tile.tile<4xi32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<4xi32>
    %a, %t0 = load_view_tko weak %gv[%rows] inbounds = [true] : gather_scatter_view<tile=(4), padding_value = zero, tensor_view<8xf32, strides=[1]>, sparse_dim=0>, tile<4xi32> -> tile<4xf32>, token
    return %a : tile<4xf32>
  }

  entry @store_broken(%Y: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ty = make_tensor_view %Y, shape = [10], strides = [1] : tensor_view<10xf32, strides=[1]>
    %py = make_partition_view %ty : partition_view<tile=(4), tensor_view<10xf32, strides=[1]>>
    %v = constant <f32: 7.0> : tile<4xf32>
    %t = store_view_tko weak %v, %py[%bx] inbounds = [true] : tile<4xf32>, partition_view<tile=(4), tensor_view<10xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
