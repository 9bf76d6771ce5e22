// multimem_reduce_view_tko max/min and multimem_load_reduce_view_tko max on f16 and bf16 over a
// replica group of one (view-multimem.mlir checks the results). Per buffer, tile 0 is set to
// %m and max-reduced with %a, tile 1 is set to %m and min-reduced with %a, tile 2 receives the
// load-reduce max of tile 0, and tile 3 is min-reduced with %a from zeros; in the bf16 buffer
// (28 elements) tile 3 is partial, so only its first four elements exist.
cuda_tile.module @m {
  entry @k(%h: tile<ptr<f16, #cuda_tile.ptr_attr<multicast>>>,
           %b: tile<ptr<bf16, #cuda_tile.ptr_attr<multicast>>>) {
    %th = make_tensor_view %h, shape = [32], strides = [1] : tile<ptr<f16, #cuda_tile.ptr_attr<multicast>>> -> tensor_view<32xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %ph = make_partition_view %th : partition_view<tile=(8), tensor_view<32xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %tb = make_tensor_view %b, shape = [28], strides = [1] : tile<ptr<bf16, #cuda_tile.ptr_attr<multicast>>> -> tensor_view<28xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pb = make_partition_view %tb : partition_view<tile=(8), tensor_view<28xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    // Memory before the reduction, and the reduced tile: mixed values, NaN on either side and
    // on both, -0 against +0 in both orders, -Inf.
    %mh = constant <f16: [1.5, -2.0, 0x7D01, 3.0, -0.0, 0.0, 0xFE00, 0xFC00]> : tile<8xf16>
    %ah = constant <f16: [2.5, -3.0, 4.0, 0xFE00, 0.0, -0.0, 0x7E00, 7.0]> : tile<8xf16>
    %mb = constant <bf16: [1.5, -2.0, 0x7FA1, 3.0, -0.0, 0.0, 0xFFC0, 0xFF80]> : tile<8xbf16>
    %ab = constant <bf16: [2.5, -3.0, 4.0, 0xFFC0, 0.0, -0.0, 0x7FC0, 7.0]> : tile<8xbf16>

    %s0 = multimem_store_view_tko weak %ph[%c0], %mh : tile<8xf16>, partition_view<tile=(8), tensor_view<32xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %s1 = multimem_store_view_tko weak %ph[%c1], %mh token = %s0 : tile<8xf16>, partition_view<tile=(8), tensor_view<32xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %r0 = multimem_reduce_view_tko relaxed device max %ph[%c0], %ah token = %s1 : tile<8xf16>, partition_view<tile=(8), tensor_view<32xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %r1 = multimem_reduce_view_tko release sys min %ph[%c1], %ah token = %r0 : tile<8xf16>, partition_view<tile=(8), tensor_view<32xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %r3 = multimem_reduce_view_tko relaxed device min %ph[%c3], %ah token = %r1 : tile<8xf16>, partition_view<tile=(8), tensor_view<32xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %xh, %l0 = multimem_load_reduce_view_tko relaxed device max %ph[%c0] token = %r3 : partition_view<tile=(8), tensor_view<32xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<8xf16>, token
    %s2 = multimem_store_view_tko weak %ph[%c2], %xh token = %l0 : tile<8xf16>, partition_view<tile=(8), tensor_view<32xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token

    %u0 = multimem_store_view_tko weak %pb[%c0], %mb : tile<8xbf16>, partition_view<tile=(8), tensor_view<28xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %u1 = multimem_store_view_tko weak %pb[%c1], %mb token = %u0 : tile<8xbf16>, partition_view<tile=(8), tensor_view<28xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %q0 = multimem_reduce_view_tko release device max %pb[%c0], %ab token = %u1 : tile<8xbf16>, partition_view<tile=(8), tensor_view<28xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %q1 = multimem_reduce_view_tko relaxed device min %pb[%c1], %ab token = %q0 : tile<8xbf16>, partition_view<tile=(8), tensor_view<28xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %q3 = multimem_reduce_view_tko relaxed device min %pb[%c3], %ab token = %q1 : tile<8xbf16>, partition_view<tile=(8), tensor_view<28xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %xb, %k0 = multimem_load_reduce_view_tko acquire device max %pb[%c0] token = %q3 : partition_view<tile=(8), tensor_view<28xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<8xbf16>, token
    %u2 = multimem_store_view_tko weak %pb[%c2], %xb token = %k0 : tile<8xbf16>, partition_view<tile=(8), tensor_view<28xbf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}
