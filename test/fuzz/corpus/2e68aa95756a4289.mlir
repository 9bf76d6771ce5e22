cuda_tile.module @m {
  testing$func @f(%tv: tensor_view<64xf32, strides=[1]>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.load_view_tko' op operand #0 must be tile view (partition_view, strided_view or gather_scatter_view)}}
    %x, %t = load_view_tko weak %tv[%i] : tensor_view<64xf32, strides=[1]>, tile<i32> -> tile<64xf32>, token
    return
  }
}
