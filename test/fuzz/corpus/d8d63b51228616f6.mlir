cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.negi' op overflow<no_unsigned_wrap> is not allowed: negation reads its operand as signed}}
    %0 = negi %a overflow<no_unsigned_wrap> : tile<4xi32>
    return
  }
}
