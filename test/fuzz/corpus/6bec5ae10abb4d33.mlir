cuda_tile.module @m {
  testing$func @f(%a: tensor_view<4xf32, strides=[1]>) {
    // expected-error @below {{'cuda_tile.print_tko' op operand #0 must be variadic of tile, but got '!cuda_tile.tensor_view<4xf32, strides=[1]>'}}
    %t = print_tko "%f", %a : tensor_view<4xf32, strides=[1]> -> token
    return
  }
}
