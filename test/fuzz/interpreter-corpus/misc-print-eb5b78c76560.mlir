cuda_tile.module @m {
  testing$func @others() {
    %five = constant <i32: 5> : tile<i32>
    %ff = constant <i64: 255> : tile<i64>
    %t0 = print_tko "100%% done, %d%%\n", %five : tile<i32> -> token
    %t1 = print_tko "n:<%n>\n", %five : tile<i32> -> token
    %t2 = print_tko "p:%p|%8p|%-8p|\n", %ff, %ff, %ff : tile<i64>, tile<i64>, tile<i64> -> token
    %t3 = print_tko "no operands\n" -> token
    %t4 = print_tko "chained after it\n" token=%t3 -> token
    return
  }
  entry @pointer(%p: tile<ptr<f32>>) {
    %t = print_tko "p=%p x=%x\n", %p, %p : tile<ptr<f32>>, tile<ptr<f32>> -> token
    return
  }
  entry @in_loop() {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    for %i in (%zero to %two, step %one) : tile<i32> {
      %t = print_tko "i=%d\n", %i : tile<i32> -> token
    }
    return
  }
}
