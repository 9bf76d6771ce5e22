cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.cmpf' op result #0 must be tile of i1, but got '!cuda_tile.tile<8xi8>'}}
    %0 = cmpf equal ordered %x, %y : tile<8xf32> -> tile<8xi8>
    return
  }
}
