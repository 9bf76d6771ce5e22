cuda_tile.module @m {
  testing$func @f(%a: tile<ptr<f32, #cuda_tile.ptr_attr<none>>>) {
    %t = make_tensor_view %a, shape = [32], strides = [1] : tile<ptr<f32, #cuda_tile.ptr_attr<none>>> -> tensor_view<32xf32, strides=[1]>
    return
  }
}
