cuda_tile.module @m {
  testing$func @f(%a: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.assume' op 'same_elements' applies to an integer or pointer tile, got '!cuda_tile.tile<8xf16>'}}
    %r = assume same_elements<[2]>, %a : tile<8xf16>
    return
  }
}
