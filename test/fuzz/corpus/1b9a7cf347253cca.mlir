cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{expected ::tilec::cuda_tile::IntegerOverflow to be one of: none, no_signed_wrap, no_unsigned_wrap, no_wrap}}
    // expected-error @below {{failed to parse CudaTile_IntegerOverflowAttr parameter 'value'}}
    %0 = addi %a, %a overflow<wrap> : tile<4xi32>
    return
  }
}
