cuda_tile.module @lifetime {
  testing$func @dangling() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %seed = alloca num_elem = 1, alignment = 4 : tile<ptr<i32>>
    %last = for %i in (%c0 to %c1, step %c1) : tile<i32> iter_values(%q = %seed) -> (tile<ptr<i32>>) {
      %p = alloca num_elem = 1, alignment = 4 : tile<ptr<i32>>
      continue %p : tile<ptr<i32>>
    }
    %v, %t = load_ptr_tko weak %last : tile<ptr<i32>> -> tile<i32>, token
    return %v : tile<i32>
  }
}
