cuda_tile.module @m {
  testing$func @f(%v: tile<8xf64>) {
    // expected-error @below {{'cuda_tile.mulf' op flush_to_zero is only allowed for f32, got 'f64'}}
    %0 = mulf %v, %v flush_to_zero : tile<8xf64>
    return
  }
}
