cuda_tile.module @m {
  testing$func @f(%a: tile<f32>) -> tile<i32> {
    // expected-error @below {{'cuda_tile.return' op operand types must match the results of the enclosing 'testing$func'}}
    return %a : tile<f32>
  }
}
