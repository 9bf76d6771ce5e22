cuda_tile.module @m {
  entry @misaligned_view(%p: tile<ptr<i8>>) {
    %p1 = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %two = constant <i32: [2]> : tile<1xi32>
    %q1 = offset %p1, %two : tile<1xptr<i8>>, tile<1xi32> -> tile<1xptr<i8>>
    %q = reshape %q1 : tile<1xptr<i8>> -> tile<ptr<i8>>
    %f = ptr_to_ptr %q : tile<ptr<i8>> -> tile<ptr<f32>>
    %tv = make_tensor_view %f, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>, tile<i32> -> tile<2xf32>, token
    return
  }
}
