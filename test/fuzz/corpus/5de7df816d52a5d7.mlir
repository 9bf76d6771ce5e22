cuda_tile.module @m {
  testing$func @f(%a: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.assume' op 'div_by' applies to an integer tile, a pointer tile or a tensor_view, got '!cuda_tile.tile<8xf32>'}}
    %r = assume div_by<4>, %a : tile<8xf32>
    return
  }
}
