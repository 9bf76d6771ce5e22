cuda_tile.module @m {
  testing$func @f(%a: tile<ptr<f32>>) {
    %t = make_tensor_view %a, shape = [32], strides = [1] : tensor_view<32xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    return
  }
}
