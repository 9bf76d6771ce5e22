cuda_tile.module @m {
  testing$func @f(%a: tensor_view<?xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.assume' op 'div_by' on a tensor_view cannot have 'every'/'along'}}
    %r = assume div_by<16, every 1 along 0>, %a : tensor_view<?xf32, strides=[1]>
    return
  }
}
