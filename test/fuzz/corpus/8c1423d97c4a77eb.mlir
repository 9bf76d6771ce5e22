// View operations: custom syntax round trip (tile-ir-syntax.md §4 "Views", atomic_red_view_tko)
// and the generic form re-parsed.

cuda_tile.module @views {
  entry @construct(%base: tile<ptr<f16>>, %m: tile<i64>, %n: tile<i32>, %fbase: tile<ptr<f32>>) {
    // Mixed static and dynamic entries; the index type is written once before `->`.
    %tv = make_tensor_view %base, shape = [%m, 64], strides = [64, 1] : tile<i64> -> tensor_view<?x64xf16, strides=[64,1]>
    // Dynamic sizes and strides; `!cuda_tile.` prefixes are optional on input.
    %tv2 = cuda_tile.make_tensor_view %fbase, shape = [%n, %n], strides = [%n, 1] : !cuda_tile.tile<i32> -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    // All static: no index type.
    %tv3 = make_tensor_view %base, shape = [128, 32], strides = [1, 128] : tensor_view<128x32xf16, strides=[1,128]>
    // Rank 0.
    %tv0 = make_tensor_view %base, shape = [], strides = [] : tensor_view<f16>

    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>
    %pt = make_partition_view %tv2 : partition_view<tile=(8x16), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %sv = make_strided_view %tv3 : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<128x32xf16, strides=[1,128]>>
    %gv = make_gather_scatter_view %tv2 : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>

    %s:2 = get_tensor_shape %tv : tensor_view<?x64xf16, strides=[64,1]> -> tile<i64>
    get_tensor_shape %tv0 : tensor_view<f16>
    %i:2 = get_index_space_shape %pt : partition_view<tile=(8x16), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]> -> tile<i32>
    %j:2 = get_index_space_shape %sv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<128x32xf16, strides=[1,128]>> -> tile<i64>
    %k:2 = get_index_space_shape %gv : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0> -> tile<i16>
  }

  testing$func @memory(%pv: partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>,
                       %sv: strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<128x32xf32, strides=[1,128]>>,
                       %gv: gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>,
                       %g1: gather_scatter_view<tile=(8), tensor_view<?xi32, strides=[1]>, sparse_dim=0>,
                       %pd: partition_view<tile=(4x8), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>,
                       %r: tile<i32>, %c: tile<i64>, %rows: tile<8xi32>, %t0: token) -> token {
    %x, %t1 = load_view_tko weak %pv[%r, %r] : partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<16x64xf16>, token
    // `token=%t` without spaces is accepted; hints print with ` = ` and sorted keys.
    %x2, %t2 = load_view_tko acquire tl_blk %pv[%c, %c] token=%t1 optimization_hints=<sm_90 = {latency = 3, allow_tma = false}> : partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i64> -> tile<16x64xf16>, token
    // One type per index is accepted; equal types print once.
    %y, %t3 = load_view_tko relaxed device %sv[%r, %r] : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<128x32xf32, strides=[1,128]>>, tile<i32>, tile<i32> -> tile<4x2xf32>, token
    // Gather: a 1-D index tile at sparse_dim, so the index types are listed one by one.
    %z, %t4 = load_view_tko weak %gv[%rows, %c] : gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i64> -> tile<8x16xf32>, token
    %w, %t5 = load_view_tko weak %g1[%rows] : gather_scatter_view<tile=(8), tensor_view<?xi32, strides=[1]>, sparse_dim=0>, tile<8xi32> -> tile<8xi32>, token

    // With dim_map the loaded tile keeps the view's tile shape (tile-dimension order).
    %d, %t5d = load_view_tko weak %pd[%r, %r] : partition_view<tile=(4x8), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x8xf32>, token

    %t6 = store_view_tko weak %x, %pv[%r, %r] : tile<16x64xf16>, partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> token
    %t7 = store_view_tko release sys %y, %sv[%r, %r] token = %t6 optimization_hints = <default = {allow_tma = true}> : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<128x32xf32, strides=[1,128]>>, tile<i32> -> token
    %t8 = store_view_tko relaxed device %z, %gv[%rows, %r] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token

    %t9 = atomic_red_view_tko relaxed device %sv[%r, %r], addf, %y token = %t8 : tile<4x2xf32>, strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<128x32xf32, strides=[1,128]>>, tile<i32> -> token
    %t10 = atomic_red_view_tko relaxed tl_blk %pv[%c, %c], addf, %x : tile<16x64xf16>, partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i64> -> token
    return %t10 : token
  }

  // Every reduction mode accepted for its element types (spelled as keywords, `and`/`or`/`xor`
  // included).
  testing$func @modes(%pi: partition_view<tile=(8), tensor_view<64xi64, strides=[1]>>, %v: tile<8xi64>,
                      %pf: partition_view<tile=(8), tensor_view<64xbf16, strides=[1]>>, %f: tile<8xbf16>,
                      %r: tile<i32>) {
    %0 = atomic_red_view_tko relaxed device %pi[%r], and, %v : tile<8xi64>, partition_view<tile=(8), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    %1 = atomic_red_view_tko relaxed device %pi[%r], or, %v : tile<8xi64>, partition_view<tile=(8), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    %2 = atomic_red_view_tko relaxed device %pi[%r], xor, %v : tile<8xi64>, partition_view<tile=(8), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    %3 = atomic_red_view_tko relaxed device %pi[%r], add, %v : tile<8xi64>, partition_view<tile=(8), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    %4 = atomic_red_view_tko relaxed device %pi[%r], max, %v : tile<8xi64>, partition_view<tile=(8), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    %5 = atomic_red_view_tko relaxed device %pi[%r], min, %v : tile<8xi64>, partition_view<tile=(8), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    %6 = atomic_red_view_tko relaxed device %pi[%r], umax, %v : tile<8xi64>, partition_view<tile=(8), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    %7 = atomic_red_view_tko relaxed device %pi[%r], umin, %v : tile<8xi64>, partition_view<tile=(8), tensor_view<64xi64, strides=[1]>>, tile<i32> -> token
    %8 = atomic_red_view_tko relaxed device %pf[%r], addf, %f : tile<8xbf16>, partition_view<tile=(8), tensor_view<64xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// The generic spelling NVIDIA's tools write: plain i32 orderings, scopes and modes, and
// operandSegmentSizes.
cuda_tile.module @generic {
  "cuda_tile.testing$func"() <{function_type = (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (), sym_name = "g"}> ({
  ^bb0(%p: !cuda_tile.tile<!cuda_tile.ptr<f32>>, %n: !cuda_tile.tile<i32>, %t: !cuda_tile.token):
    %tv = "cuda_tile.make_tensor_view"(%p, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
    %pv = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %x:2 = "cuda_tile.load_view_tko"(%pv, %n, %t) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16xf32>, !cuda_tile.token)
    %s = "cuda_tile.store_view_tko"(%x#0, %pv, %n) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<16xf32>, !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %a = "cuda_tile.atomic_red_view_tko"(%pv, %n, %x#0) <{memory_ordering_semantics = 1 : i32, memory_scope = 0 : i32, mode = 4 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, !cuda_tile.tile<i32>, !cuda_tile.tile<16xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}
