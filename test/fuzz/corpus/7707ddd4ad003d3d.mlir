cuda_tile.module @m {
  testing$func @f(%a: tile<i32>) {
    // expected-error @below {{'cuda_tile.assume' op 'div_by' on a rank-0 tile cannot have 'every'/'along'}}
    %r = assume div_by<4, every 1 along 0>, %a : tile<i32>
    return
  }
}
