cuda_tile.module @m {
  testing$func @spin() {
    %c0 = constant <i32: 0> : tile<i32>
    loop iter_values(%i = %c0) : tile<i32> {
      continue %i : tile<i32>
    }
    return
  }
  testing$func @count() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    %n = for %i in (%c0 to %c10, step %c1) : tile<i32> iter_values(%s = %c0) -> (tile<i32>) {
      %t = addi %s, %c1 : tile<i32>
      continue %t : tile<i32>
    }
    return %n : tile<i32>
  }
}
