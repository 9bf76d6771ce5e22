cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.make_token' op result #0 must be token}}
    %t = make_token : tile<i32>
    return
  }
}
