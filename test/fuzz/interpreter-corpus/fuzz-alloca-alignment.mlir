cuda_tile.module @m {
  testing$func @aligned_in_loop() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %n = constant <i32: 1000> : tile<i32>
    %r = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %c0) -> (tile<i32>) {
      %p = alloca num_elem = 1, alignment = 268435456 : tile<ptr<i32>>
      %t = store_ptr_tko weak %p, %s : tile<ptr<i32>>, tile<i32> -> token
      %v, %t2 = load_ptr_tko weak %p token=%t : tile<ptr<i32>> -> tile<i32>, token
      %next = addi %v, %c1 : tile<i32>
      continue %next : tile<i32>
    }
    return %r : tile<i32>
  }
}
