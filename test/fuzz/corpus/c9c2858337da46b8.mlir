cuda_tile.module @m {
  testing$func @f(%a: tile<f32>) {
    %r = loop : tile<f32> {
      // expected-error @below {{'cuda_tile.yield' op must end an 'if' branch or a 'reduce'/'scan' body, but is in 'cuda_tile.loop'}}
      yield %a : tile<f32>
    }
    return
  }
}
