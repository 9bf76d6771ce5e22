cuda_tile.module @m {
  testing$func @f(%m: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.assert' op operand #0 must be tile of i1, but got '!cuda_tile.tile<4xi32>'}}
    assert %m, "not i1" : tile<4xi32>
    return
  }
}
