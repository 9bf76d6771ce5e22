cuda_tile.module @m {
  testing$func @f(%a: tile<ptr<f32>>) {
    // expected-error @below {{'cuda_tile.assume' op 'bounded' applies to an integer tile, got '!cuda_tile.tile<ptr<f32>>'}}
    %r = assume bounded<0, ?>, %a : tile<ptr<f32>>
    return
  }
}
