cuda_tile.module @m {
  testing$func @f(%a: tile<f32>, %i: tile<i32>) {
    %r = loop iter_values(%x = %a) : tile<f32> -> tile<i32> {
      // expected-error @below {{'cuda_tile.break' op operand #0 has type '!cuda_tile.tile<f32>' but the enclosing 'cuda_tile.loop' expects '!cuda_tile.tile<i32>' (its results)}}
      break %x : tile<f32>
    }
    return
  }
}
