cuda_tile.module @m {
  entry @view(%p: tile<ptr<f32>>) {
    %v = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %r = assume div_by<16>, %v : tensor_view<8xf32, strides=[1]>
    %t = print_tko "view ok\n" -> token
    return
  }
  entry @view_misaligned(%p: tile<ptr<f32>>) {
    %one = constant <i32: 1> : tile<i32>
    %q = offset %p, %one : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %v = make_tensor_view %q, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %r = assume div_by<16>, %v : tensor_view<4xf32, strides=[1]>
    return
  }
}
