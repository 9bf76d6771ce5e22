cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op result #0 must be token, but got '!cuda_tile.tile<i32>'}}
    %t = print_tko "%d", %a : tile<i32> -> tile<i32>
    return
  }
}
